// The package ships no types; this is the prom2json-shaped output its README documents.
declare module 'parse-prometheus-text-format' {
  export type PromSample = {
    labels?: Record<string, string>
    value?: string
    buckets?: Record<string, string>
    count?: string
    sum?: string
  }
  export type PromFamily = { name: string; help: string; type: string; metrics: PromSample[] }
  export default function parsePrometheusTextFormat(text: string): PromFamily[]
}
