import type { StatsDay } from '@spotlight/shared/schemas/stats'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
// Positions the canvas and its cursor layer; loaded with this chunk only.
import 'uplot/dist/uPlot.min.css'
import { CHART_SERIES } from './chart-series'

const HEIGHT = 260
const DAY_SECONDS = 24 * 60 * 60
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000

/**
 * The daily chart of an article's stats page, drawn by uPlot (about 20 KB gzip, in this page's chunk
 * only). It is a picture for sighted readers: the same figures are in a table beside it. It follows
 * its container's width, so it reads on a phone as on a desktop.
 */
export default function DailyChart({ daily, labels }: { daily: readonly StatsDay[]; labels: Record<string, string> }) {
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = container.current
    if (!element) return
    const data: uPlot.AlignedData = [
      daily.map((day) => dayStart(day.date)),
      ...CHART_SERIES.map(({ key }) => daily.map((day) => day[key])),
    ]
    const chart = new uPlot(
      {
        width: element.clientWidth || 320,
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { y: { range: (_, min, max) => [0, Math.max(4, max)] } },
        series: [
          {},
          ...CHART_SERIES.map(({ key, colour }) => ({
            label: labels[key],
            stroke: colour,
            width: 2,
            points: { size: 5 },
          })),
        ],
        // Whole days on the time axis (never hours), written 'MM-DD' so a phone fits several.
        axes: [
          {
            incrs: [1, 2, 7, 14, 30, 61, 91, 182].map((days) => days * DAY_SECONDS),
            values: (_, splits) => splits.map((split) => new Date(split * 1000).toISOString().slice(5, 10)),
          },
          { size: 48 },
        ],
      },
      data,
      element,
    )
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [daily, labels])

  return <div ref={container} aria-hidden="true" className="w-full overflow-hidden" data-testid="daily-chart" />
}
