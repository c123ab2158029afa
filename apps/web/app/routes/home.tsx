export function meta() {
  return [{ title: 'Spotlight' }]
}

export default function Home() {
  return <h1 className="text-2xl font-bold">Spotlight</h1>
}
