import type { PlanType } from '@spotlight/shared/domain/enums'
import { paths } from '#app/config/paths'

/**
 * `{publicUrl}/pay-qr?paymentId=…&plan=…[&articleId=…]`: the QR carries paymentId,
 * plan and articleId. The phone opens it in the Pi Browser, signs in as the same Pi account and pays
 * that order; the order id alone is useless to anyone else (the server checks the payer).
 */
export function payQrUrl(publicUrl: string, order: { paymentId: string; plan: PlanType; articleId?: number | null }) {
  const query = new URLSearchParams({ paymentId: order.paymentId, plan: order.plan })
  if (order.articleId) query.set('articleId', String(order.articleId))
  return `${publicUrl.replace(/\/$/, '')}${paths.payQr}?${query.toString()}`
}
