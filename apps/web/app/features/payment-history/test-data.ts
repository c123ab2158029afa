import type { MyPayment } from '@spotlight/shared/schemas/payment-history'

/** A completed Main Slider order as GET /api/payments/mine answers it; override any field. */
export function makeMyPayment(overrides: Partial<MyPayment> = {}): MyPayment {
  return {
    paymentId: '4f1c2b8e-2f0a-4c55-9d1e-0a1b2c3d4e5f',
    planType: 'MAIN_SLIDER',
    amount: 5,
    status: 'COMPLETED',
    closedReason: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    completedAt: '2026-11-20T09:31:00.000Z',
    piPaymentId: 'pi_7Hq2mXv9Lc3TnR8sWb4YkJ1dEf0a',
    txid: 'b3c1f0e9a8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1',
    explorerUrl:
      'https://blockexplorer.minepi.com/testnet/transactions/b3c1f0e9a8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1',
    memo: 'Pago por plan MAIN_SLIDER',
    articleId: 12,
    articleTitle: 'Comet tracker',
    categorySlug: null,
    categoryName: null,
    categoryTranslations: null,
    expiresAt: '2026-12-20T09:31:00.000Z',
    promotionState: 'ACTIVE',
    ...overrides,
  }
}
