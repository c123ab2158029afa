import { describe, expect, expectTypeOf, it } from 'vitest'
import { LANGUAGES, type Language } from '@spotlight/shared/domain/languages'
import { LANGUAGE_PATTERNS, type LanguagePatterns, type WordRule } from './screening-languages'
import { SCREENING_RULES } from './screening-rules'
import { screenLongText, screenText } from './screening.service'

const WALLET = 'GBZXN7PIRZGNMHGA7MUUUF4GWPY5AYPV6LY4UV2GL6VJGIQRXFDNMADI'

/** Scams as Pioneers report them, in each language of the registry beyond English and Spanish: each flagged. */
const SCAMS: Record<Exclude<Language, 'en' | 'es'>, string[]> = {
  vi: [
    'Để nhận 100 Pi miễn phí, hãy nhập cụm mật khẩu 24 từ của bạn vào biểu mẫu.',
    // Typed without diacritics, as many do.
    'Vui long gui 24 tu khoa vi Pi cho admin de duoc ho tro KYC.',
    'Cho mình xin cụm từ bí mật để xác minh ví nhé.',
    'Nhap passphrase tai day de nhan airdrop',
    `Gửi 10 Pi vào ví ${WALLET} và nhận lại 20 Pi trong 1 giờ.`,
    'Nhân đôi Pi của bạn chỉ trong 24 giờ!',
    'Mua bán Pi giá cao, thanh toán qua Zalo hoặc Momo.',
    'Chuyen khoan ngan hang de mua Pi, thanh toan qua Momo.',
    'Chúng tôi là đội ngũ Pi Core Team, hỗ trợ di chuyển lên mainnet.',
    'Nộp phí 5 Pi để được duyệt KYC nhanh.',
    // A threat, not a warning: "if you do not enter it, your wallet is locked".
    'Nếu không nhập cụm mật khẩu trong 24 giờ, ví của bạn sẽ bị khóa.',
  ],
  ko: [
    '에어드랍을 받으려면 지갑의 비밀 문구를 입력하세요.',
    '파이 지갑 인증을 위해 24개 단어를 보내주세요.',
    '시드 문구를 고객센터로 보내 주시면 마이그레이션을 도와드립니다.',
    'passphrase를 입력하면 100파이를 드립니다.',
    `10파이를 ${WALLET}로 보내주시면 2배로 돌려드립니다.`,
    '파이 팝니다, 카카오톡으로 연락 후 계좌로 입금해 주세요.',
    '저희는 파이 코어팀입니다. KYC 수수료 5파이를 보내주세요.',
    '비밀 문구를 입력하지 않으면 계정이 정지됩니다.',
  ],
  'zh-Hans': [
    '领取空投：请在下方输入您的助记词以验证钱包。',
    '请将24个单词的密码短语发送给客服完成主网迁移。',
    '提交私钥即可解锁您的锁仓Pi。',
    `转账100个Pi到${WALLET}，双倍返还。`,
    '高价收购Pi，微信转账，私下交易。',
    '我们是Pi核心团队，缴纳10 Pi手续费即可快速通过KYC。',
    '如果没有提交助记词，账户将被冻结。',
  ],
  'zh-Hant': [
    '領取空投：請輸入您的助記詞以驗證錢包。',
    '請將私鑰發送給客服，完成主網遷移。',
    '提供24個單詞即可解凍您的Pi。',
    `轉帳50個Pi到${WALLET}，雙倍返還。`,
    '高價收購Pi，LINE聯繫，銀行轉帳付款。',
    '我們是Pi核心團隊，請繳納手續費完成KYC。',
  ],
  id: [
    'Untuk klaim bonus, masukkan frasa sandi 24 kata kamu di formulir ini.',
    'Kirim frasa rahasia dompet Pi kamu ke admin untuk verifikasi KYC.',
    'Japri seed phrase kamu biar dibantu migrasi ke mainnet.',
    `Kirim 10 Pi ke ${WALLET}, dapatkan 20 Pi kembali.`,
    'Gandakan Pi kamu dalam 24 jam, dijamin!',
    'Jual beli Pi harga murah, transfer langsung ke rekening, hubungi WA.',
    'Kami adalah tim inti Pi. Bayar biaya admin 5 Pi untuk percepat KYC.',
    'Kalau tidak memasukkan frasa sandi hari ini, akun kamu diblokir.',
  ],
  hi: [
    'इनाम पाने के लिए अपना पासफ़्रेज़ यहाँ दर्ज करें।',
    // Without the nukta, as often typed.
    'KYC के लिए अपना सीड फ्रेज हमें भेजें।',
    // Hinglish: the noun stays in English.
    'Apna seed phrase admin ko bhejo, migration ho jayega.',
    'Passphrase share karo aur 100 Pi free pao.',
    'अपना पासफ़्रेज़ भेजो ना, जल्दी!',
    `5 Pi ${WALLET} पर भेजें और 10 Pi वापस पाएं।`,
    'अपना Pi डबल करें, सिर्फ़ 24 घंटे में!',
    'Pi खरीदने के लिए UPI से भुगतान करें।',
    'हम Pi कोर टीम से हैं। KYC के लिए 5 Pi फीस भेजें।',
  ],
}

/** Honest texts with the same words, warnings first: none flagged. */
const HONEST: Record<Exclude<Language, 'en' | 'es'>, string[]> = {
  vi: [
    'Không bao giờ chia sẻ cụm mật khẩu với bất kỳ ai: Pi Core Team sẽ không bao giờ hỏi bạn.',
    'Dung bao gio gui 24 tu khoa cho nguoi la.',
    'Đừng gửi cụm từ bí mật cho bất kỳ ai tự xưng là hỗ trợ Pi.',
    'Pi sẽ không bao giờ yêu cầu bạn nhập cụm mật khẩu.',
    'Ai yêu cầu bạn nhập cụm mật khẩu đều là lừa đảo.',
    'Nhập địa chỉ ví, không phải cụm mật khẩu.',
    'KYC hoàn toàn miễn phí, không ai được thu phí của bạn.',
    'Hãy ghi 24 từ khóa ra giấy và cất ở nơi an toàn.',
    'Thanh toán qua Pi SDK, bạn xác nhận từng giao dịch trong ví Pi.',
    'Thanh toán bằng Pi, ngoài ra bạn có thể dùng điểm thưởng trong app.',
    'Gửi Pi cho bạn bè ngay trong ứng dụng.',
    'Tên hiển thị: nhập tối đa 24 ký tự.',
    'Trò chơi cờ vua cho Pioneer, có bảng xếp hạng hàng tuần.',
  ],
  ko: [
    '비밀 문구는 절대 누구에게도 알려주지 마세요.',
    '시드 문구를 다른 사람에게 보내면 안 됩니다.',
    '시드 문구를 입력하라는 요청은 모두 사기입니다.',
    '파이 코어팀은 패스프레이즈를 요구하지 않습니다.',
    'KYC는 수수료가 없습니다.',
    '메인넷 전송 수수료는 0.01파이입니다.',
    '결제는 Pi SDK로만 진행되며 지갑에서 직접 승인합니다.',
    '복구 문구를 종이에 적어 안전하게 보관하세요.',
    '개척자를 위한 체스 게임, 주간 랭킹 제공.',
  ],
  'zh-Hans': [
    '切勿向任何人透露您的助记词，Pi核心团队永远不会索要。',
    '不要把私钥告诉任何人。',
    '要求你输入助记词的网站都是骗局。',
    'KYC认证无需支付任何费用。',
    '请妥善保管助记词，抄写在纸上。',
    '所有付款都通过Pi SDK在钱包中确认。',
    '支持微信登录，使用Pi支付。',
    '解锁高级功能需支付一次性费用。',
    '昵称：请输入24个字以内。',
    '为先锋们打造的国际象棋游戏，每周排行榜。',
  ],
  'zh-Hant': [
    '絕不要向任何人透露你的助記詞。',
    'Pi核心團隊永遠不會要求你提供私鑰。',
    '任何要你輸入助記詞的網站都是詐騙。',
    '請勿將私鑰交給任何人。',
    '付款都透過Pi SDK在錢包中確認。',
    '為先鋒們打造的西洋棋遊戲。',
  ],
  id: [
    'Jangan pernah bagikan frasa sandi kepada siapa pun.',
    'Tim Inti Pi tidak akan pernah meminta frasa sandi kamu.',
    'Siapa pun yang meminta kamu memasukkan frasa sandi adalah penipu.',
    'Masukkan alamat dompet, bukan frasa sandi.',
    'KYC gratis, tanpa biaya apa pun.',
    'Pembayaran lewat Pi SDK, kamu menyetujui setiap transaksi di dompet.',
    'Bayar dengan Pi melalui Pi Browser, tanya-tanya via WA.',
    'Game catur untuk Pioneer dengan peringkat mingguan.',
  ],
  hi: [
    'अपना पासफ़्रेज़ कभी किसी के साथ साझा न करें।',
    'पासफ़्रेज़ किसी को न बताएं, Pi कोर टीम कभी नहीं माँगती।',
    'Apna seed phrase kabhi kisi ko mat batao.',
    'सीड फ़्रेज़ कभी मत भेजो, यह धोखा है।',
    'हम Pi कोर टीम से नहीं हैं।',
    'Pi की सुरक्षा पर ध्यान दें: पासफ़्रेज़ कागज़ पर लिखें।',
    'भुगतान Pi SDK से होता है, आप हर भुगतान वॉलेट में मंज़ूर करते हैं।',
    'पायनियर्स के लिए शतरंज का खेल।',
  ],
}

const flaggedOf = (texts: string[]) => texts.filter((text) => screenText(text).length > 0)
/** CPU time of `run`, in ms: the machine's load does not count, a regex that backtracks does. */
function cpuMs(run: () => void): number {
  const started = process.cpuUsage()
  run()
  const { user, system } = process.cpuUsage(started)
  return (user + system) / 1000
}

describe('scam screening in every language of the registry', () => {
  it('keys its words by the registry: every language has words for every rule that reads words', () => {
    expectTypeOf(LANGUAGE_PATTERNS).toEqualTypeOf<Record<Language, LanguagePatterns>>()
    expect(Object.keys(LANGUAGE_PATTERNS).sort()).toEqual([...LANGUAGES].sort())
    const wordRules: WordRule[] = ['SECRET_REQUEST', 'WALLET_SEND', 'OFF_SDK_PAYMENT', 'FAKE_PI_SUPPORT']
    for (const language of LANGUAGES) {
      const patterns = LANGUAGE_PATTERNS[language]
      expect(patterns.negation.before, language).toBeInstanceOf(RegExp)
      for (const rule of wordRules) expect(patterns[rule].length, `${language} ${rule}`).toBeGreaterThan(0)
    }
    // The rules run them all, whatever language a text declares.
    for (const rule of wordRules) {
      const languages = new Set(SCREENING_RULES.find((entry) => entry.rule === rule)?.patterns.map((p) => p.language))
      expect([...languages].sort(), rule).toEqual([...LANGUAGES].sort())
    }
  })

  describe.each(Object.keys(SCAMS) as (keyof typeof SCAMS)[])('%s', (language) => {
    it('flags every scam', () => {
      expect(SCAMS[language].length).toBeGreaterThanOrEqual(3)
      const missed = SCAMS[language].filter((text) => screenText(text).length === 0)
      expect(missed, 'scams not flagged').toEqual([])
    })

    it('flags no honest text, warnings with a negation included', () => {
      expect(HONEST[language].length).toBeGreaterThanOrEqual(3)
      expect(flaggedOf(HONEST[language]), 'honest texts flagged').toEqual([])
    })
  })

  it('names the rule and the matched words in each language', () => {
    const ruleAndMatch = (text: string) => screenText(text).map(({ rule, match }) => ({ rule, match }))
    expect(ruleAndMatch('Hãy nhập cụm mật khẩu của bạn.')).toEqual([
      { rule: 'SECRET_REQUEST', match: 'nhập cụm mật khẩu' },
    ])
    expect(ruleAndMatch('비밀 문구를 입력하세요.')).toEqual([{ rule: 'SECRET_REQUEST', match: '비밀 문구를 입력' }])
    expect(ruleAndMatch('请输入助记词。')).toEqual([{ rule: 'SECRET_REQUEST', match: '输入助记词' }])
    expect(ruleAndMatch('請輸入助記詞。')).toEqual([{ rule: 'SECRET_REQUEST', match: '輸入助記詞' }])
    expect(ruleAndMatch('Masukkan frasa sandi kamu.')).toEqual([
      { rule: 'SECRET_REQUEST', match: 'Masukkan frasa sandi' },
    ])
    expect(ruleAndMatch('अपना पासफ़्रेज़ दर्ज करें।')).toEqual([{ rule: 'SECRET_REQUEST', match: 'पासफ़्रेज़ दर्ज करें' }])
    expect(ruleAndMatch('Chúng tôi là Pi Core Team.')[0]?.rule).toBe('FAKE_PI_SUPPORT')
  })

  it('screens every language whatever the text is written in: mixed texts, decomposed letters', () => {
    // An English page with a Korean request, a Vietnamese one with an English noun, Hindi with a Latin one.
    expect(screenText('A chess game for Pioneers. 보상을 받으려면 시드 문구를 입력하세요.')).toHaveLength(1)
    expect(screenText('Nhập seed phrase để nhận thưởng.')).toHaveLength(1)
    expect(screenText('अपना passphrase यहाँ दर्ज करें।')).toHaveLength(1)
    // Vietnamese typed in decomposed letters (NFD) reads as typed composed.
    expect(screenText('Hãy nhập cụm mật khẩu.'.normalize('NFD'))).toHaveLength(1)
    // A warning in one language does not cover a request in another.
    expect(screenText('Không bao giờ chia sẻ cụm mật khẩu. Enter your passphrase here to verify.')).toHaveLength(1)
  })

  it('finds a request after a warning, and a threat is no warning', () => {
    expect(screenText('Never share your passphrase. Enter your passphrase here to claim 100 Pi.')).toEqual([
      expect.objectContaining({ rule: 'SECRET_REQUEST', match: 'Enter your passphrase' }),
    ])
    expect(screenText("If you don't enter your passphrase today, your wallet is locked.")).toHaveLength(1)
    expect(screenText('Si no introduces tu frase semilla hoy, tu billetera se bloqueará.')).toHaveLength(1)
    expect(screenText('We are the Pi Core Team: pay a 2 Pi fee to finish your KYC migration.')[0]?.rule).toBe(
      'FAKE_PI_SUPPORT',
    )
    for (const honest of [
      'We are not affiliated with the Pi Core Team.',
      'Mainnet transfers cost a small network fee.',
      'Unlock premium levels: pay a one-time fee in Pi.',
      'Any site that asks you to enter your passphrase is a scam.',
      'Double-tap to like a post; your Pi stays in your wallet.',
      'Cualquier web que te pida introducir tu frase semilla es una estafa.',
    ])
      expect(screenText(honest), honest).toEqual([])
  })

  it('lets a negation cover its own clause only: a comma, a colon or a dash ends it', () => {
    for (const scam of [
      "Don't worry, just enter your passphrase.",
      'Do not panic: paste your seed phrase here and your Pi is safe.',
      'No problem, share your private key with our agent.',
      "Don't wait — enter your recovery phrase now.",
      'Never mind the fee; send your seed phrase to support.',
      'No te preocupes, solo introduce tu frase semilla.',
      '절대 걱정 마세요, 비밀 문구를 입력하세요.',
    ])
      expect(screenText(scam), scam).toEqual([expect.objectContaining({ rule: 'SECRET_REQUEST' })])
    // The warnings stay warnings: the negation and the request in one clause.
    for (const warning of [
      'Never share your passphrase with anyone.',
      "Don't ever enter your seed phrase on a website.",
      'Never, ever share your passphrase.',
      'Nunca compartas tu frase semilla con nadie.',
      // A verdict after the request, past a comma, is still about it.
      "If a site asks you to enter your passphrase, it's a scam.",
    ])
      expect(screenText(warning), warning).toEqual([])
  })

  it("leaves honest texts alone where one language's words look like another's, or like an app's feature", () => {
    const honest = [
      // English read by the other languages' patterns (Indonesian "dm", "transfer", "dana"; Hindi "mat").
      'DM us on Telegram if you have questions about the seed round.',
      'Transfer your progress via Telegram login.',
      'After migration, transfer fees are 0.01 Pi per payment.',
      'Dana and Ben built this app for Pioneers in Jakarta.',
      'Yoga mat shop: pay with Pi in the app.',
      'Our app accepts only KYC-verified Pioneers; pay with Pi, no fees.',
      // An app's feature, a message, a mainnet transaction fee.
      'Ứng dụng cung cấp tính năng sao lưu cụm mật khẩu được mã hóa.',
      'Chúng tôi đưa ra cảnh báo về cụm mật khẩu giả mạo.',
      'Sau khi di chuyển lên mainnet, bạn trả phí giao dịch 0,01 Pi.',
      '복구 문구에 대해 알려드립니다: 절대 공유하지 마세요.',
      '이 지갑 앱은 복구 문구 백업 기능을 제공합니다.',
      '我们提供助记词加密备份功能。',
      '支持导入助记词恢复钱包。',
      '迁移到主网后，每笔转账需支付0.01 Pi手续费。',
      'Kirim pesan ke tim kami via WhatsApp untuk bantuan.',
      'Setelah migrasi, biaya transaksi hanya 0,01 Pi.',
      'यह ऐप पासफ़्रेज़ का बैकअप रखने में मदद करता है।',
    ]
    expect(flaggedOf(honest)).toEqual([])
  })

  it('screens 10,000 characters in a few milliseconds, and a hostile 100 KB input without backtracking', () => {
    const sample = Object.values(HONEST).flat().join(' ')
    const text = sample.repeat(Math.ceil(10_000 / sample.length)).slice(0, 10_000)
    screenText(text)
    // Measured about 3 ms of CPU per run; the bound leaves room for a slow machine.
    expect(cpuMs(() => Array.from({ length: 20 }, () => screenText(text))) / 20).toBeLessThan(25)

    const hostile = [
      `${'send '.repeat(10_000)}${'a'.repeat(50_000)}`,
      'never enter your passphrase '.repeat(3_600),
      'nhập cụm mật khẩu không '.repeat(4_200),
      '不要输入助记词'.repeat(14_000),
      '비밀 문구를 절대 입력하지 마세요 '.repeat(5_000),
      'पासफ़्रेज़ कभी न भेजें '.repeat(4_400),
      'kirim frasa '.repeat(8_400),
      // Two bounded gaps in a row (a fee rule): the slowest, about 150 ms.
      'pay fee '.repeat(12_500),
      'KYC 수수료 보내 '.repeat(9_000),
      'G'.repeat(100_000),
    ]
    for (const input of hostile) {
      expect(input.length).toBeGreaterThanOrEqual(95_000)
      // Measured under 160 ms each; a regex that backtracks takes seconds to minutes.
      expect(
        cpuMs(() => screenText(input)),
        input.slice(0, 30),
      ).toBeLessThan(1_000)
    }
  })

  it('screens a long body as the whole text would be, giving the event loop back as it goes', async () => {
    const bodies = [
      `${'pay fee '.repeat(23_000)} To claim your reward, enter your passphrase here.`,
      `${'never enter your passphrase '.repeat(3_000)}nhập cụm mật khẩu để nhận Pi ${'a '.repeat(20_000)}`,
      // A request that straddles where one slice ends and the next begins, whatever the slice size.
      ...[3_990, 4_000, 7_990].map((at) => `${'x'.repeat(at)} enter your passphrase to verify ${'y '.repeat(9_000)}`),
    ]
    for (const body of bodies) expect(await screenLongText(body)).toEqual(screenText(body))

    // The longest gap between two turns of the event loop while the slowest body is screened.
    let longestGap = 0
    let last = performance.now()
    let screening = true
    const tick = () => {
      const now = performance.now()
      longestGap = Math.max(longestGap, now - last)
      last = now
      if (screening) setImmediate(tick)
    }
    setImmediate(tick)
    const started = performance.now()
    await screenLongText(bodies[0]!)
    const took = performance.now() - started
    screening = false
    // The turn the screening kept waiting (if it did) is counted too.
    await new Promise((resolve) => setImmediate(resolve))
    // All of it at once took well over 100 ms here (the event loop waited as long); in slices, a few ms each.
    expect(longestGap).toBeLessThan(Math.max(60, took / 4))
  })
})
