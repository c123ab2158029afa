import type { NotificationCatalogue } from './notification-texts'

const quoted = (text: string) => `「${text}」`

const REASONS: Record<string, string> = {
  SCAM: '詐騙或網路釣魚',
  BROKEN: '應用程式或連結失效',
  MISLEADING: '誤導性內容',
  WRONG_CATEGORY: '分類錯誤',
  OFFENSIVE: '冒犯性內容',
  OTHER: '其他問題',
}
const OUTCOMES: Record<string, string> = {
  DISMISS: '管理員認為無需處理。',
  UNPUBLISH: '該文章已取消發布。',
  HIDE_REVIEW: '該評論已被隱藏。',
  SUSPEND_MAKER: '其創作者已被停權。',
}

/** Traditional Chinese notification texts (terms as in the web's GLOSSARY.md). */
export const zhHant: NotificationCatalogue = {
  texts: {
    ARTICLE_APPROVED: (p) => ({ title: '文章已通過審核', body: `${quoted(p.articleTitle)}已發布。` }),
    ARTICLE_REJECTED: (p) => ({ title: '文章被拒絕', body: `${quoted(p.articleTitle)}被拒絕：${p.reason}` }),
    PAYMENT_COMPLETED: (p) => ({ title: '付款完成', body: `你支付的 ${p.amount} Pi（${p.planType}）已完成。` }),
    PROMOTION_STARTED: (p) =>
      p.renewed
        ? { title: '推廣已續期', body: `${quoted(p.articleTitle)}將繼續留在${p.planType}中，直到 ${p.expiresAt}。` }
        : { title: '推廣已開始', body: `${quoted(p.articleTitle)}已進入${p.planType}，展示至 ${p.expiresAt}。` },
    PROMOTION_ENDING: (p) => ({
      title: '你的推廣將在 3 天後結束',
      body: `${quoted(p.articleTitle)}將於 ${p.expiresAt} 離開${p.planType}。`,
    }),
    PROMOTION_ENDED: (p) => ({
      title: '推廣已結束',
      body: `${quoted(p.articleTitle)}：${
        p.impressions && p.clicks && p.ctr
          ? `展示 ${p.impressions} 次，點選 ${p.clicks} 次，CTR ${p.ctr}。`
          : '沒有記錄到任何資料。'
      }`,
    }),
    SLOT_HELD: (p) => ({
      title: '已為你保留一個名額',
      body: `${p.planType}${p.categorySlug ? `（${p.categoryName || p.categorySlug}）` : ''}的一個名額為你保留至 ${p.heldUntil}。`,
    }),
    REVIEW_NEEDED: (p) => ({ title: '有文章待審核', body: `${p.author} 提交了${quoted(p.articleTitle)}。` }),
    CONTACT_MESSAGE: (p) => ({ title: '新的聯絡留言', body: `來自 ${p.name}。` }),
    REVIEW_RECEIVED: (p) => ({
      title: '新評論',
      body: `${p.reviewer} 給${quoted(p.articleTitle)}評了 ${p.stars} 分（滿分 5 分）。`,
    }),
    REVIEW_REPLIED: (p) => ({
      title: '你的評論收到了回覆',
      body: `${p.company} 回覆了你對${quoted(p.articleTitle)}的評論。`,
    }),
    REVIEW_HIDDEN: (p) => ({
      title: p.what === 'REPLY' ? '你的回覆已被隱藏' : '你的評論已被隱藏',
      body: `${quoted(p.articleTitle)}：${p.reason}`,
    }),
    FOLLOWED_NEWS: (p) =>
      p.count === '1'
        ? { title: `${p.source} 有新文章`, body: `${quoted(p.articleTitle)}已在 Spotlight 上發布。` }
        : {
            title: `你追蹤的內容有 ${p.count} 篇新文章`,
            body: `最新一篇：${p.source} 的${quoted(p.articleTitle)}。`,
          },
    REPORT_RECEIVED: (p) => ({
      title: '新檢舉',
      body: `${quoted(p.title)}遭到檢舉：${REASONS[p.reasonCode] ?? p.reasonCode}。`,
    }),
    REPORT_RESOLVED: (p) => ({
      title: '你的檢舉已處理',
      body: `${quoted(p.title)}：${OUTCOMES[p.outcome] ?? p.outcome}感謝你的檢舉。`,
    }),
    ARTICLE_HIDDEN: (p) => ({
      title: '文章已隱藏，待審核',
      body: `${quoted(p.articleTitle)}遭多個老帳戶檢舉為詐騙，在管理員審核前將保持隱藏。`,
    }),
    ARTICLE_UNPUBLISHED: (p) => ({
      title: '文章已取消發布',
      body: `${quoted(p.articleTitle)}因遭檢舉已取消發布：${p.reason}其所有進行中的推廣皆已停止；如條款所述，付款恕不退還。`,
    }),
    ACCOUNT_SUSPENDED: (p) => ({
      title: '帳戶已停權',
      body: `你的帳戶已被停權：${p.reason}你的文章已從公開頁面撤下，其所有進行中的推廣皆已停止；如條款所述，付款恕不退還。你仍可登入並查看你的收據。`,
    }),
    ACCOUNT_RESTORED: () => ({ title: '停權已解除', body: '你的帳戶已恢復正常。' }),
    VERIFICATION_LAPSED: (p) => ({
      title: '驗證已失效',
      body: `Spotlight 連續兩次未能在 ${p.host} 找到你的驗證權杖，已移除「已驗證」徽章。請重新發布權杖並執行檢查。`,
    }),
  },
}
