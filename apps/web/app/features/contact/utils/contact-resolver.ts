import { zodResolver } from '@hookform/resolvers/zod'
import { ContactMessageInputSchema } from '@spotlight/shared/schemas/contact'

/** The contact form's validation: the shared schema the server checks the same message with. */
export const contactResolver = zodResolver(ContactMessageInputSchema)
