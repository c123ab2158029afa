import { Button } from './button'

/** What a paged list's query says about its next page (TanStack Query's infinite query has these). */
type NextPage = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> }

/** "Show more" under a paged list: there while a next page exists, busy while it loads. */
export function MoreButton({ list, label, className }: { list: NextPage; label: string; className?: string }) {
  if (!list.hasNextPage) return null
  return (
    <Button
      type="button"
      variant="secondary"
      className={className}
      disabled={list.isFetchingNextPage}
      aria-busy={list.isFetchingNextPage || undefined}
      onClick={() => void list.fetchNextPage()}
    >
      {label}
    </Button>
  )
}
