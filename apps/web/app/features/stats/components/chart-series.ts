/** The series drawn, with their colours (the legend beside the chart uses the same). */
export const CHART_SERIES = [
  { key: 'impressions', colour: '#7c3aed' },
  { key: 'views', colour: '#0891b2' },
  { key: 'uniqueReaders', colour: '#059669' },
  { key: 'clicks', colour: '#d97706' },
] as const
