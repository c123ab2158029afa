import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'
import { contactMessagesQuery } from './list-contact-messages'

/** PUT /api/contact-messages/{id}/handled (admin). */
export const markContactMessageHandled = (id: number) => api.put(`/api/contact-messages/${id}/handled`)

export function useMarkContactMessageHandled() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markContactMessageHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesQuery().queryKey }),
  })
}
