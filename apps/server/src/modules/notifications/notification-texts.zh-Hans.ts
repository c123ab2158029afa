import type { NotificationCatalogue } from './notification-texts'

const quoted = (text: string) => `“${text}”`

const REASONS: Record<string, string> = {
  SCAM: '诈骗或钓鱼',
  BROKEN: '应用或链接无法使用',
  MISLEADING: '误导性内容',
  WRONG_CATEGORY: '分类错误',
  OFFENSIVE: '冒犯性内容',
  OTHER: '其他问题',
}
const OUTCOMES: Record<string, string> = {
  DISMISS: '管理员认为无需处理。',
  UNPUBLISH: '该文章已被取消发布。',
  HIDE_REVIEW: '该评价已被隐藏。',
  SUSPEND_MAKER: '其创作者已被停用。',
}

/** Simplified Chinese notification texts (terms as in the web's GLOSSARY.md). */
export const zhHans: NotificationCatalogue = {
  texts: {
    ARTICLE_APPROVED: (p) => ({ title: '文章已通过审核', body: `${quoted(p.articleTitle)}已发布。` }),
    ARTICLE_REJECTED: (p) => ({ title: '文章被拒绝', body: `${quoted(p.articleTitle)}被拒绝：${p.reason}` }),
    PAYMENT_COMPLETED: (p) => ({ title: '付款完成', body: `你支付的 ${p.amount} Pi（${p.planType}）已完成。` }),
    PROMOTION_STARTED: (p) =>
      p.renewed
        ? { title: '推广已续期', body: `${quoted(p.articleTitle)}将继续留在${p.planType}中，直到 ${p.expiresAt}。` }
        : { title: '推广已开始', body: `${quoted(p.articleTitle)}已进入${p.planType}，展示至 ${p.expiresAt}。` },
    PROMOTION_ENDING: (p) => ({
      title: '你的推广将在 3 天后结束',
      body: `${quoted(p.articleTitle)}将于 ${p.expiresAt} 离开${p.planType}。`,
    }),
    PROMOTION_ENDED: (p) => ({
      title: '推广已结束',
      body: `${quoted(p.articleTitle)}：${
        p.impressions && p.clicks && p.ctr
          ? `展示 ${p.impressions} 次，点击 ${p.clicks} 次，CTR ${p.ctr}。`
          : '没有记录到任何数据。'
      }`,
    }),
    SLOT_HELD: (p) => ({
      title: '已为你保留一个名额',
      body: `${p.planType}${p.categorySlug ? `（${p.categoryName || p.categorySlug}）` : ''}的一个名额为你保留至 ${p.heldUntil}。`,
    }),
    REVIEW_NEEDED: (p) => ({ title: '有文章待审核', body: `${p.author} 提交了${quoted(p.articleTitle)}。` }),
    CONTACT_MESSAGE: (p) => ({ title: '新的联系留言', body: `来自 ${p.name}。` }),
    REVIEW_RECEIVED: (p) => ({
      title: '新评价',
      body: `${p.reviewer} 给${quoted(p.articleTitle)}打了 ${p.stars} 分（满分 5 分）。`,
    }),
    REVIEW_REPLIED: (p) => ({
      title: '你的评价收到了回复',
      body: `${p.company} 回复了你对${quoted(p.articleTitle)}的评价。`,
    }),
    REVIEW_HIDDEN: (p) => ({
      title: p.what === 'REPLY' ? '你的回复已被隐藏' : '你的评价已被隐藏',
      body: `${quoted(p.articleTitle)}：${p.reason}`,
    }),
    FOLLOWED_NEWS: (p) =>
      p.count === '1'
        ? { title: `${p.source} 有新文章`, body: `${quoted(p.articleTitle)}已在 Spotlight 上发布。` }
        : {
            title: `你关注的内容有 ${p.count} 篇新文章`,
            body: `最新一篇：${p.source} 的${quoted(p.articleTitle)}。`,
          },
    REPORT_RECEIVED: (p) => ({
      title: '新举报',
      body: `${quoted(p.title)}被举报：${REASONS[p.reasonCode] ?? p.reasonCode}。`,
    }),
    REPORT_RESOLVED: (p) => ({
      title: '你的举报已处理',
      body: `${quoted(p.title)}：${OUTCOMES[p.outcome] ?? p.outcome}感谢你的举报。`,
    }),
    ARTICLE_HIDDEN: (p) => ({
      title: '文章已隐藏，待审核',
      body: `${quoted(p.articleTitle)}被多个老账户举报为诈骗，在管理员审核前将保持隐藏。`,
    }),
    ARTICLE_UNPUBLISHED: (p) => ({
      title: '文章已取消发布',
      body: `${quoted(p.articleTitle)}因被举报已取消发布：${p.reason}其所有进行中的推广均已停止；如条款所述，付款不予退还。`,
    }),
    ACCOUNT_SUSPENDED: (p) => ({
      title: '账户已停用',
      body: `你的账户已被停用：${p.reason}你的文章已从公开页面撤下，其所有进行中的推广均已停止；如条款所述，付款不予退还。你仍可以登录并查看你的收据。`,
    }),
    ACCOUNT_RESTORED: () => ({ title: '停用已解除', body: '你的账户已恢复正常。' }),
    VERIFICATION_LAPSED: (p) => ({
      title: '验证已失效',
      body: `Spotlight 连续两次未能在 ${p.host} 找到你的验证令牌，已移除“已验证”徽章。请重新发布令牌并运行检查。`,
    }),
  },
}
