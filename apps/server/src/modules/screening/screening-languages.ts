// The words of the scam screening, one entry per language of the registry (packages/shared
// domain/languages.ts): what a scam writes in that language, and the words that turn it into a warning.
// Keyed by `Language`, so a language added to the registry fails the typechecker here until its words
// exist. Every language's patterns run on every text (screening.service.ts): scammers mix languages, and
// a text's declared language is the writer's word, not a fact.
//
// Each language also names the English loanwords its speakers leave in English ("passphrase", "seed
// phrase"). Patterns stay linear: literal alternatives, bounded gaps inside one sentence, no nested
// quantifiers (screening.languages.test.ts times a hostile input).
import type { Language } from '@spotlight/shared/domain/languages'

/** The rules that read words; the other rules (look-alike links, shorteners) read addresses alone. */
export type WordRule = 'SECRET_REQUEST' | 'WALLET_SEND' | 'OFF_SDK_PAYMENT' | 'FAKE_PI_SUPPORT'

/**
 * The words that make a match a warning ("never share your passphrase"), where the language puts them:
 * `before` is tested on the text just before the match (anchored at its end), `within` on the match
 * itself (Korean and Hindi put "never"/"not" between the secret and the verb), `after` on the text just
 * after it (Korean negates after the verb: 공유하지 마세요; "... is a scam").
 */
export type Negation = { before: RegExp; within?: RegExp; after?: RegExp }

export type LanguagePatterns = { negation: Negation } & Record<WordRule, RegExp[]>

/** A pattern written with its backslashes as in a regex literal; case-insensitive, Unicode. */
const re = (strings: TemplateStringsArray, ...parts: string[]) => new RegExp(String.raw(strings, ...parts), 'iu')
const src = String.raw

/** Word edges for every script: `\b` knows only ASCII letters ("để", "भेजें" have none). */
const B = src`(?<![\p{L}\p{M}\p{N}_])`
const E = src`(?![\p{L}\p{M}\p{N}_])`
/**
 * One of the words, whole. The start is checked after the word, looking back over it: a lookbehind
 * leading the pattern would be tried at every character of the text and make the pattern ten times slower.
 */
const word = (alternatives: string) => `(?:${alternatives})(?<=${B}(?:${alternatives}))${E}`
/** The same, checked where the word starts: for negations, tried on a few words only, and a guard before them. */
const whole = (alternatives: string) => `${B}(?:${alternatives})${E}`
/** A few words on, inside one sentence (lazy, bounded: no backtracking beyond `max`). */
const near = (max: number, stops = src`.!?\n`) => `[^${stops}]{0,${max}}?`
const NEAR = near(60)
/** Chinese says in 30 characters what English says in 60, and ends sentences with 。！？. */
const NEAR_ZH = near(30, src`.!?。！？\n`)
const NEAR_KO = near(40)
/** Hindi ends a sentence with the danda (।). */
const NEAR_HI = near(60, src`.!?।\n`)
/**
 * Negation words count only within a short clause: a comma, a colon, a dash ends it ("to not lose it,
 * enter..."; "don't worry, just enter..."), so a negation never covers the request of the next clause.
 */
const CLAUSE = src`[^.!?\n,;:—–，；：。！？।]`

/** A Pi (Stellar) address: G and 55 base32 characters. */
const WALLET = src`\bG[A-Z2-7]{55}\b`
const walletSend = (send: string) => [re`${send}[^\n]{0,80}?${WALLET}`, re`${WALLET}[^\n]{0,80}?${send}`]

const TONES = /[\u0300\u0301\u0303\u0309\u0323]/gu
/**
 * Vietnamese as people type it, with or without diacritics: each marked letter also matches its form
 * without the tone and its bare letter ("nhập" finds "nhâp" and "nhap"). For words only, never inside `[...]`.
 */
function vi(words: string): string {
  return words.normalize('NFC').replace(/\P{ASCII}/gu, (letter) => {
    const decomposed = letter.normalize('NFD')
    const forms = new Set([
      letter,
      decomposed.replace(TONES, '').normalize('NFC'),
      decomposed.replace(/\p{M}/gu, '').replace(/đ/u, 'd').replace(/Đ/u, 'D'),
    ])
    return forms.size === 1 ? letter : `[${[...forms].join('')}]`
  })
}

/** Hindi as typed: the nukta (फ़, ज़) is often left out, so it is optional; text is compared in NFC. */
const hi = (words: string) => words.normalize('NFC').replace(/\u093C/gu, '\u093C?')

/**
 * "If" in each language, with the "you" that may follow: a negation right after it is a threat, not a
 * warning ("if you don't enter your passphrase, your wallet is locked"; nếu không…; 如果没有…). Every
 * language's negation is guarded by all of them, as every language's negation is tried on every match.
 */
const IF_WORDS: Record<Language, string> = {
  en: src`\b(?:if|unless)\s(?:you\s|u\s)?`,
  es: src`\bsi\s(?:tú\s|usted\s)?`,
  vi: vi(`nếu (?:bạn |anh |chị |em |mình )?`),
  ko: src`만약\s?`,
  'zh-Hans': src`(?:如果|若是|若|要是|假如)(?:你|您)?`,
  'zh-Hant': src`(?:如果|若是|若|要是|假如)(?:你|您)?`,
  id: src`\b(?:jika|kalau|kalo|bila|apabila)\s(?:anda\s|kamu\s|lo\s|lu\s)?`,
  hi: src`(?:${hi('अगर|यदि')}|agar)\s(?:${hi('आप|तुम')}\s|aap\s|tum\s)?`,
}
const NOT_AFTER_IF = `(?<!${Object.values(IF_WORDS).join('|')})`

// ---------------------------------------------------------------------------------------------- English

const SECRET_EN = src`(?:pass ?phrase|seed(?: phrase| words)?|recovery (?:phrase|words)|mnemonic|secret (?:key|phrase|words)|private key|24[- ]words)`
const HAND_OVER_EN = src`(?:enter|send|share|give|type|paste|provide|submit|verify|confirm|input|import|sync|validate|unlock|connect)`
const KYC_EN = src`(?:kyc|migrat(?:e|ion)|lock-?up)`
/** A fee, but not a transaction's (mainnet transfers do cost one). */
const FEE_EN = src`(?<!(?:transaction|network|transfer|gas|blockchain)\s)(?:fees?|charges?|deposit)`
const PAY_EN = src`(?:pay|send|deposit)`

const en: LanguagePatterns = {
  negation: {
    // "Never, ever share it" is one clause: the commas around "ever" do not end it.
    before: re`${NOT_AFTER_IF}\b(?:never|don't|do not|doesn't|does not|won't|will not|no|not)\b(?:,?\sever\b,?)?${CLAUSE}{0,20}$`,
    within: re`\b(?:never|without)\b|\bno (?:fees?|charges?)\b`,
    after: re`^[^.!?\n]{0,20}?\b(?:is|are|it's)\s(?:always\s)?(?:an?\s)?(?:scam(?:mers?)?|fraud|phishing)\b`,
  },
  SECRET_REQUEST: [
    re`\b${HAND_OVER_EN}\b${NEAR}\b${SECRET_EN}`,
    re`\b${SECRET_EN}\b${NEAR}\bto (?:verify|claim|unlock|receive)`,
  ],
  WALLET_SEND: walletSend(src`\b(?:send|transfer|deposit|pay)\b`),
  OFF_SDK_PAYMENT: [
    re`\b(?:pay|send|transfer)\b[^.!?\n]{0,40}?\b(?:directly|outside|off)\b[^.!?\n]{0,30}?\b(?:pi|sdk|app|wallet|telegram|whatsapp)\b`,
    re`\b(?:double|multiply)\b(?!-)[^.!?\n]{0,30}?\byour\b[^.!?\n]{0,10}?\bpi\b`,
  ],
  FAKE_PI_SUPPORT: [
    re`\b${PAY_EN}\b${NEAR}\b${FEE_EN}\b${NEAR}\b${KYC_EN}`,
    re`\b${KYC_EN}${NEAR}\b${PAY_EN}\b${NEAR}\b${FEE_EN}\b`,
    re`\b(?:i am|i'm|we are|we're|this is|on behalf of)\s(?:an?\s|the\s)?(?:official\s)?(?:member of the\s)?pi(?:\snetwork)?\s(?:core\s)?(?:team|support|admins?|staff|moderators?)\b`,
  ],
}

// ---------------------------------------------------------------------------------------------- Spanish

const SECRET_ES = src`(?:frase (?:de )?(?:contraseña|semilla|secreta|de recuperación)|semilla|clave (?:privada|secreta)|palabras (?:secretas|de recuperación)|24 palabras|pass ?phrase|seed phrase|private key)`
const HAND_OVER_ES = src`(?:introduce|introduzca|ingresa|ingrese|env[ií]a|env[ií]e|comparte|comparta|escribe|escriba|pega|pegue|proporciona|verifica|verifique|confirma|confirme|danos|dame|valida|sincroniza|desbloquea)`
const KYC_ES = src`(?:kyc|migraci[oó]n|migrar)`
const FEE_ES = src`(?:comisi[oó]n|tarifa|cuota|dep[oó]sito)`
const PAY_ES = src`(?:paga|pague|env[ií]a|env[ií]e|transfiere|deposita)`

const es: LanguagePatterns = {
  negation: {
    before: re`${NOT_AFTER_IF}\b(?:nunca|jamás|no|ni)\b${CLAUSE}{0,20}$`,
    within: re`\b(?:nunca|jamás|sin comisi[oó]n)\b`,
    after: re`^[^.!?\n]{0,20}?\b(?:es|son)\s(?:siempre\s)?(?:una?\s)?(?:estafas?|estafadore?s?|fraude)\b`,
  },
  SECRET_REQUEST: [
    re`${HAND_OVER_ES}${NEAR}${SECRET_ES}`,
    re`\b${SECRET_ES}\b${NEAR}\bpara (?:verificar|reclamar|desbloquear|recibir)`,
  ],
  WALLET_SEND: walletSend(src`\b(?:env[ií]a|env[ií]e|transfiere|deposita|paga|manda)\b`),
  OFF_SDK_PAYMENT: [
    re`\b(?:paga|env[ií]a|transfiere)\b[^.!?\n]{0,40}?\b(?:directamente|fuera)\b[^.!?\n]{0,30}?\b(?:pi|sdk|app|billetera|wallet|telegram|whatsapp)\b`,
    re`\b(?:doble|duplica|duplicamos|multiplica|multiplicamos)\b[^.!?\n]{0,30}?\btus?\b[^.!?\n]{0,10}?\bpi\b`,
  ],
  FAKE_PI_SUPPORT: [
    re`\b${PAY_ES}\b${NEAR}\b${FEE_ES}\b${NEAR}\b${KYC_ES}`,
    re`\b${KYC_ES}${NEAR}\b${PAY_ES}\b${NEAR}\b${FEE_ES}\b`,
    re`\b(?:somos|soy|de parte de|en nombre de)\s(?:el\s|del\s|un\s|una\s)?(?:miembro del\s)?(?:equipo\s(?:central|principal|oficial|de soporte)\sde\spi|soporte\s(?:oficial\s)?de\spi|pi\s(?:core\steam|network\s(?:team|support)))\b`,
  ],
}

// ------------------------------------------------------------------------------------------- Vietnamese
// Pioneers' names for the passphrase: cụm mật khẩu, cụm từ bí mật, 24 từ khóa, khóa riêng tư. Written
// here with diacritics; vi() also finds them without. Words whose bare form is another common word
// ("dán"/"dan", "gõ"/"go", "đừng"/"dùng", "cấm"/"cảm") keep their diacritics.

const KHOA = '(?:khóa|khoá)'
const SECRET_VI = [
  vi(`cụm (?:từ )?mật khẩu|cụm từ (?:bí mật|khôi phục|gợi nhớ|hạt giống)|cụm (?:24|hai mươi bốn|hai tư) (?:từ|chữ)`),
  vi(
    `(?:24|hai mươi bốn|hai tư) (?:từ(?: ${KHOA}| bí mật| mật khẩu| của ví)?|(?:chữ|ký tự|kí tự) (?:${KHOA}|bí mật|mật khẩu|của ví))`,
  ),
  vi(`từ ${KHOA} (?:ví|bí mật|khôi phục)|${KHOA} (?:bí mật|riêng(?: tư)?|cá nhân)`),
  src`pass ?phrase|seed ?phrase|private key|mnemonic`,
].join('|')
const HAND_OVER_VI = [
  // Not "cung cấp tính năng" (an app that provides a feature) nor "đưa ra" (to issue a warning).
  vi(
    `nhập|điền|gửi|chia sẻ|cung cấp(?! tính năng| dịch vụ| công cụ| giải pháp)|nhắn(?: tin)?|khai báo|xác minh|xác thực|đồng bộ|nộp|đưa(?! ra)|tiết lộ`,
  ),
  vi(`cho (?:mình |em |anh |chị |tôi |tui |ad |admin )?xin`),
  'inbox|ib|import|dán|gõ',
].join('|')
const PAY_VI = vi(`thanh toán|trả tiền|chuyển khoản|chuyển tiền|chuyển pi|gửi pi|nạp tiền|nạp pi`)
const CHANNEL_VI = [
  vi(`ngân hàng|chuyển khoản ngân hàng|số tài khoản|tài khoản ngân hàng`),
  'zalo|momo|zalopay|vnpay|viettelpay|telegram|tele|whatsapp|messenger|facebook|fb|stk',
].join('|')
const KYC_VI = vi(`kyc|di chuyển (?:lên |sang )?(?:mainnet|ví)|migrate|migration`)
const FEE_VI = vi(`(?:phí|lệ phí|chi phí|tiền phí)(?! giao dịch| mạng| gas)`)

const vietnamese: LanguagePatterns = {
  negation: {
    before: re`${NOT_AFTER_IF}${whole(
      [
        vi(`không|chẳng|tuyệt đối không`),
        'chớ|cấm|đừng|ko|k|hok|hông',
        'dung(?= (?:bao gio|bao h|co |nen |chia|gui|nhap|cung cap|tiet lo|dua|dien))',
      ].join('|'),
    )}${CLAUSE}{0,25}$`,
    within: re`${whole(vi(`không phải|chứ không|chứ đừng|không (?:mất|tốn|thu|có|cần|bao giờ|được)|miễn phí`))}`,
    after: re`^${CLAUSE}{0,20}?${whole(vi(`(?:là|đều là|chính là) (?:lừa đảo|scam|giả mạo)`))}`,
  },
  SECRET_REQUEST: [
    re`${word(HAND_OVER_VI)}${NEAR}${word(SECRET_VI)}`,
    re`${word(SECRET_VI)}${NEAR}${word(vi(`để`))} ${vi(`(?:được )?`)}${word(vi(`nhận|xác minh|xác thực|kích hoạt|di chuyển|chuyển đổi|hoàn tất|rút|mở ${KHOA} (?:pi|số pi|tài khoản)|kyc`))}`,
  ],
  WALLET_SEND: walletSend(word(vi(`gửi|chuyển|chuyển khoản|nạp|nộp|thanh toán`))),
  OFF_SDK_PAYMENT: [
    re`${word(PAY_VI)}${near(40)}${word(vi(`bên ngoài|ngoài`))}(?! ra)${near(30)}${word(vi(`pi|sdk|app|ứng dụng|ví|nền tảng`))}`,
    re`${word(PAY_VI)}${near(40)}${word(vi(`trực tiếp (?:vào|cho|tới|đến|qua)`))}${near(25)}${word(CHANNEL_VI + '|' + vi(`tôi|mình|chúng tôi|admin|ad|shop`))}`,
    re`${word(PAY_VI)}${near(30)}${word(vi(`qua|bằng|trên|vào|via`))} ${word(CHANNEL_VI)}`,
    re`${word(vi(`mua bán|thu mua|cần mua|cần bán|mua|bán`))} pi${E}${NEAR}${word(CHANNEL_VI)}`,
    // "Nhân đôi Pi", "x2 số Pi", "gửi 10 Pi nhận lại 20 Pi".
    re`${word(vi(src`(?:nhân|gấp) (?:đôi|ba|\d+ lần)`))} ${vi(`(?:số |lượng )?`)}pi${E}`,
    re`${word('x ?(?:2|3|5|10)')} ${vi(`(?:số |lượng )?`)}pi${E}`,
    re`${word(vi(`gửi|chuyển|nạp`))} \d+ ?pi${E}${near(40)}${word(vi(`(?:nhận|được|hoàn|trả) (?:lại|về)`))}`,
  ],
  FAKE_PI_SUPPORT: [
    re`${word(KYC_VI)}${NEAR}${word(vi(`nộp|đóng|trả|chuyển|gửi|thanh toán`))}${near(20)}${word(FEE_VI)}`,
    re`${word(vi(`nộp|đóng|trả|chuyển|gửi|thanh toán`))}${near(20)}${word(FEE_VI)}${NEAR}${word(KYC_VI)}`,
    re`${word(vi(`chúng tôi là|tôi là|mình là|bọn mình là|đây là|thay mặt|đại diện`))} ${vi(`(?:đội ngũ |ban |nhóm |bộ phận )?`)}${word(vi(`pi core team|core team pi|core team|đội ngũ pi(?: network)?|ban quản trị pi|hỗ trợ pi|admin pi|pi network`))}`,
  ],
}

// --------------------------------------------------------------------------------------------- Korean
// 비밀 문구, 시드 문구, 복구 문구, 패스프레이즈, 개인 키, 24단어. Korean puts the verb last and the
// negation after it (입력하지 마세요, 요구하지 않습니다), and glues particles to words: no word edges here.

const SECRET_KO = src`(?:패스\s?프레이즈|비밀\s?(?:문구|구문|키|단어)|시드\s?(?:문구|구문|키|단어|프레이즈)|복구\s?(?:문구|구문|단어|키)|니모닉|(?:개인|프라이빗)\s?키|암호\s?문구|24\s?개?\s?(?:의\s?)?(?:단어|영단어)|pass ?phrase|seed ?phrase|private key|mnemonic)`
/** Asking for it (알려 주세요, 보내 주세요), not offering (알려드립니다, 보내드립니다) nor an app's feature (제공합니다). */
const HAND_OVER_KO = src`(?:입력|보내(?!\s?드)|전송|알려(?!\s?드)|공유|제출|기재|붙여\s?넣|인증|등록|연동|동기화|넘겨)`
const PAY_KO = src`(?:결제|송금|입금|이체|지불)`
const MESSENGER_KO = src`(?:카카오톡|카톡|오픈\s?채팅|오픈카톡|텔레그램|왓츠앱|라인|telegram|whatsapp)`
const KYC_KO = src`(?:kyc|케이와이씨|본인\s?인증|마이그레이션|락업\s?해제)`
const FEE_KO = src`(?:수수료|비용|요금|보증금|인증비|처리비)`
const SEND_KO = src`(?:보내|송금|입금|전송|이체)`

const korean: LanguagePatterns = {
  negation: {
    before: re`${NOT_AFTER_IF}(?:절대|결코)\s?${CLAUSE}{0,20}$`,
    within: re`절대|결코|(?<!\p{L})(?:안|못)\s`,
    after: re`^[^.!?\n]{0,8}?(?:지\s?(?:마|말|않(?!으면)|못(?!하면))|면\s?안\s?(?:되|돼|됩)|(?:서는|선)\s?안|금지|불가)|^\s?(?:이|가|은|는|도)?\s?없|^[^.!?\n]{0,20}?사기(?:입니다|예요|이에요|다|꾼)`,
  },
  SECRET_REQUEST: [re`${SECRET_KO}${NEAR_KO}${HAND_OVER_KO}`],
  WALLET_SEND: walletSend(SEND_KO),
  OFF_SDK_PAYMENT: [
    re`(?:계좌|무통장|현금)${near(15)}${PAY_KO}`,
    re`${PAY_KO}${near(15)}(?:계좌|무통장)`,
    re`${MESSENGER_KO}\s?(?:으로|로|에서)?${near(15)}(?:송금|입금|이체)`,
    re`(?:송금|입금|이체)${near(15)}${MESSENGER_KO}`,
    re`(?:앱|sdk|파이\s?브라우저|pi\s?browser)\s?(?:밖|외부)${near(30)}(?:${PAY_KO}|거래)`,
    re`(?:파이|pi)\s?(?:을|를)?\s?(?:팝니다|삽니다|판매합니다|구매합니다|매입합니다|매매)`,
    // "보내주시면 2배로 돌려드립니다", "10파이 입금 시 20파이 지급", "파이 2배 불리기".
    re`${SEND_KO}${near(20)}(?:\d+|두|세|열)\s?배`,
    re`${SEND_KO}${near(20)}\d+\s?(?:파이|pi|π)\s?(?:을|를)?\s?(?:돌려|지급|환급|드립)`,
    re`(?:파이|pi)\s?(?:를|을)?\s?(?:\d+|두|세|열)\s?배\s?(?:로)?\s?(?:불려|늘려|불리기|늘리기|만들어)`,
  ],
  FAKE_PI_SUPPORT: [
    re`${KYC_KO}${near(30)}${FEE_KO}${near(20)}(?:보내|송금|입금|지불|결제|납부|내\s?(?:세요|주세요|셔야|야))`,
    re`${FEE_KO}${near(10)}(?:보내|송금|입금|지불|결제|납부)${near(30)}${KYC_KO}`,
    re`(?:저희는|저는|여기는|본\s?계정은)\s?(?:파이|pi)\s?(?:네트워크\s?)?(?:코어\s?팀|core\s?team|공식\s?(?:팀|고객센터|상담|지원)|고객센터|운영진|본사)`,
    re`(?:파이|pi)\s?(?:네트워크\s?)?(?:코어\s?팀|core\s?team|본사|공식\s?고객센터)\s?(?:입니다|이에요|에서\s?(?:안내|연락)\s?드립니다)`,
  ],
}

// ------------------------------------------------------------------------------------------- Chinese
// Simplified: 助记词, 密码短语, 密语, 私钥, 24个单词; Traditional: 助記詞, 密碼短語, 密語, 私鑰. Two
// orders: 输入助记词 (verb first) and 把/将助记词发给… (the secret first). No word edges in Chinese.

const SECRET_HANS = src`(?:助记词|密码短语|钱包密语|pi\s?密语|私钥|秘钥|钱包密钥|恢复(?:短语|词|助记词)|种子(?:短语|词|密语|助记词)|(?:24|二十四)\s?个?\s?(?:英文单词|单词|词)|pass ?phrase|seed ?phrase|private key|mnemonic)`
const SECRET_HANT = src`(?:助記詞|密碼短語|錢包密語|pi\s?密語|私鑰|秘鑰|祕鑰|錢包密鑰|恢復(?:短語|詞|助記詞)|種子(?:短語|詞|密語|助記詞)|(?:24|二十四)\s?個?\s?(?:英文單字|單詞|單字|詞)|pass ?phrase|seed ?phrase|private key|mnemonic)`
const PAY_HANS = src`(?:付款|支付|转账|汇款|打款|交易)`
const PAY_HANT = src`(?:付款|支付|轉帳|轉賬|匯款|打款|交易)`
const CHANNEL_HANS = src`(?:微信|vx|wx|支付宝|电报|telegram|whatsapp|line|银行卡|银行转账|私下|场外)`
const CHANNEL_HANT = src`(?:微信|line|街口|支付寶|電報|telegram|whatsapp|銀行卡|銀行轉帳|私下|場外)`
/** A channel named right at the payment (微信转账, 付款请加微信); a comma ends the clause. */
const ZH_CLAUSE_STOPS = src`.!?。！？\n,，;；`
const PI_ZH = src`(?:pi(?![a-z])|π|派币|派幣)`

const chineseNegation = (negations: string, warnings: string): Negation => ({
  before: re`${NOT_AFTER_IF}(?:${negations})${CLAUSE}{0,15}$`,
  within: re`不要|别|別|勿|不会|不會|无需|無需|而不是|并非|並非|不是`,
  after: re`^[^.!?。！？\n]{0,10}?(?:${warnings})`,
})

const simplified: LanguagePatterns = {
  negation: chineseNegation(
    '不(?:要|会|需|应|得|可|能|必)|别|勿|绝不|决不|永不|从不|从来不|无需|无须|禁止|严禁|切莫|没有|并非',
    '不安全|危险|是诈骗|是骗局|都是骗|的都是',
  ),
  SECRET_REQUEST: [
    // 提供 asked of the reader (请提供, 提供您的), not an app's feature (提供助记词备份); no 导入 (a wallet's import).
    re`(?:输入|填写|填入|请\s?提供|提供\s?(?:您|你)|发送|发给|发到|发我|告诉|告知|透露|分享|提交|上传|粘贴|验证|同步|私信|交出|给我|给客服)${NEAR_ZH}${SECRET_HANS}`,
    re`(?:把|将)${near(12, src`.!?。！？\n`)}${SECRET_HANS}${NEAR_ZH}(?:发|给|告诉|告知|输入|提交|填|交|私信|上传|粘贴)`,
    re`${SECRET_HANS}${NEAR_ZH}(?:即可|就能|就可以|以便|来|才能|以)\s?(?:领取|迁移|提现|激活|认证|解冻|通过|完成)`,
  ],
  WALLET_SEND: walletSend(src`(?:发送|转账|转入|转到|打款|汇款|充值|付款|支付)`),
  OFF_SDK_PAYMENT: [
    re`${CHANNEL_HANS}${near(4, ZH_CLAUSE_STOPS)}${PAY_HANS}`,
    re`${PAY_HANS}${near(6, ZH_CLAUSE_STOPS)}${CHANNEL_HANS}`,
    re`(?:绕过|绕开|不走|不通过|脱离)\s?(?:pi\s?)?(?:sdk|官方|平台|应用|app)`,
    re`(?:出售|收购|回收|高价收|低价出|买卖)\s?${PI_ZH}`,
    re`(?:发送|转账|转入|充值|打款|支付)${near(20)}(?:双倍|翻倍|两倍|加倍|\d+\s?倍)\s?(?:返还|返回|奉还|回馈|到账|返)`,
  ],
  FAKE_PI_SUPPORT: [
    re`(?:kyc|实名认证|身份认证|迁移|解冻)${near(20, ZH_CLAUSE_STOPS)}(?:缴纳|交纳|支付|付|交|转)${near(10, ZH_CLAUSE_STOPS)}(?:手续费|服务费|费用|保证金|激活费|认证费|解冻费|gas费|燃料费|押金)`,
    re`(?:缴纳|交纳|支付|付|交|转)${near(10, ZH_CLAUSE_STOPS)}(?:手续费|服务费|费用|保证金|激活费|认证费|解冻费|押金)${near(20, ZH_CLAUSE_STOPS)}(?:kyc|实名认证|身份认证|迁移|解冻)`,
    re`(?:我们是|我是|这里是|本号是|代表)\s?${PI_ZH}\s?(?:network\s?)?(?:网络\s?)?(?:核心团队|官方|团队|客服|工作人员|管理员)`,
  ],
}

const traditional: LanguagePatterns = {
  negation: chineseNegation(
    '不(?:要|會|需|應|得|可|能|必)|別|勿|絕不|決不|永不|從不|從來不|無需|無須|禁止|嚴禁|切莫|沒有|並非',
    '不安全|危險|是詐騙|是騙局|都是騙|的都是',
  ),
  SECRET_REQUEST: [
    re`(?:輸入|填寫|填入|請\s?提供|提供\s?(?:您|你)|發送|發給|發到|發我|告訴|告知|透露|分享|提交|上傳|貼上|粘貼|驗證|同步|私訊|私信|交出|給我|給客服)${NEAR_ZH}${SECRET_HANT}`,
    re`(?:把|將)${near(12, src`.!?。！？\n`)}${SECRET_HANT}${NEAR_ZH}(?:發|給|告訴|告知|輸入|提交|填|交|私訊|上傳|貼上)`,
    re`${SECRET_HANT}${NEAR_ZH}(?:即可|就能|就可以|以便|來|才能|以)\s?(?:領取|遷移|提現|提領|激活|啟用|認證|解凍|通過|完成)`,
  ],
  WALLET_SEND: walletSend(src`(?:發送|轉帳|轉賬|轉入|轉到|打款|匯款|儲值|充值|付款|支付)`),
  OFF_SDK_PAYMENT: [
    re`${CHANNEL_HANT}${near(4, ZH_CLAUSE_STOPS)}${PAY_HANT}`,
    re`${PAY_HANT}${near(6, ZH_CLAUSE_STOPS)}${CHANNEL_HANT}`,
    re`(?:繞過|繞開|不走|不通過|脫離)\s?(?:pi\s?)?(?:sdk|官方|平台|應用|app)`,
    re`(?:出售|收購|回收|高價收|低價出|買賣)\s?${PI_ZH}`,
    re`(?:發送|轉帳|轉賬|轉入|儲值|充值|打款|支付)${near(20)}(?:雙倍|翻倍|兩倍|加倍|\d+\s?倍)\s?(?:返還|返回|奉還|回饋|到帳|返)`,
  ],
  FAKE_PI_SUPPORT: [
    re`(?:kyc|實名認證|身分認證|身份認證|遷移|解凍)${near(20, ZH_CLAUSE_STOPS)}(?:繳納|交納|支付|付|交|轉)${near(10, ZH_CLAUSE_STOPS)}(?:手續費|服務費|費用|保證金|激活費|認證費|解凍費|gas費|押金)`,
    re`(?:繳納|交納|支付|付|交|轉)${near(10, ZH_CLAUSE_STOPS)}(?:手續費|服務費|費用|保證金|激活費|認證費|解凍費|押金)${near(20, ZH_CLAUSE_STOPS)}(?:kyc|實名認證|身分認證|身份認證|遷移|解凍)`,
    re`(?:我們是|我是|這裡是|本號是|代表)\s?${PI_ZH}\s?(?:network\s?)?(?:網路\s?|網絡\s?)?(?:核心團隊|官方|團隊|客服|工作人員|管理員)`,
  ],
}

// ----------------------------------------------------------------------------------------- Indonesian
// frasa sandi, frasa rahasia, 24 kata, kunci pribadi; chat words too (japri, tf, gak).

const SECRET_ID = src`frasa (?:sandi|rahasia|pemulihan|benih|seed|kunci)|(?:24|dua puluh empat) kata(?: (?:sandi|rahasia|pemulihan|kunci))?|kunci (?:pribadi|privat|rahasia)|kata kunci (?:dompet|rahasia)|pass ?phrase|seed ?phrase|private key|mnemoni[ck]`
const HAND_OVER_ID = src`masukkan|masukan|memasukkan|ketik(?:kan)?|kirim(?:kan)?|bagikan|berikan|beri|kasih|serahkan|tempel(?:kan)?|isi(?:kan)?|input|verifikasi|konfirmasi|sinkronkan|impor|import|share|japri|inbox|dm|setor(?:kan)?`
const PAY_ID = src`bayar|transfer|tf|kirim|setor`
/** Paying, not sending a message ("kirim pesan via WA"): transfer and kirim only of money. */
const PAY_MONEY_ID = src`bayar|pembayaran|tf|setor|transfer(?:kan)?(?= (?:uang|dana|pi|\d|langsung|ke rekening))|kirim(?:kan)?(?= (?:uang|dana|pi|\d))`
const CHANNEL_ID = src`wa|whatsapp|telegram|tele|rekening|bank|dana|ovo|gopay|shopeepay|pulsa`
const KYC_ID = src`kyc|migrasi|buka kunci pi`
const FEE_ID = src`(?:biaya|ongkos|tarif)(?! transaksi| jaringan| gas)(?: admin)?|uang admin|jaminan`

const indonesian: LanguagePatterns = {
  negation: {
    before: re`${NOT_AFTER_IF}${whole(src`jangan|jgn|tidak|tdk|tak|gak|ga|nggak|ngga|enggak|bukan|dilarang|tanpa`)}${CLAUSE}{0,25}$`,
    within: re`${whole(src`bukan|jangan|tanpa|tidak ada|gratis`)}`,
    after: re`^[^.!?\n]{0,25}?${whole(src`(?:adalah|itu|pasti|merupakan)\s(?:sebuah\s)?(?:penipuan|penipu|scam)`)}`,
  },
  SECRET_REQUEST: [
    re`${word(HAND_OVER_ID)}${NEAR}${word(SECRET_ID)}`,
    re`${word(SECRET_ID)}${NEAR}${word('untuk|agar|supaya|biar')} (?:bisa |dapat )?${word(src`verifikasi|memverifikasi|klaim|mengklaim|menerima|mendapatkan|migrasi|aktivasi|mengaktifkan|mencairkan|menarik|membuka kunci pi|kyc`)}`,
  ],
  WALLET_SEND: walletSend(word(src`kirim(?:kan)?|transfer|tf|setor(?:kan)?|bayar(?:kan)?|deposit`)),
  OFF_SDK_PAYMENT: [
    re`${word(PAY_MONEY_ID)}${near(40)}${word(src`langsung|lewat|via|melalui|ke`)}${near(8)}${word(CHANNEL_ID)}`,
    re`${word(PAY_MONEY_ID)}${near(40)}${word('di luar')}${near(15)}${word(src`aplikasi|app|pi browser|sdk|pi`)}`,
    re`${word(src`jual|beli|jual beli|jual-beli|tampung|borong`)} ${word(src`pi|koin pi|pi coin|pi network`)}${near(50)}${word(src`${CHANNEL_ID}|cod`)}`,
    // "Gandakan Pi kamu", "kirim 10 Pi, dapatkan 20 Pi kembali".
    re`${word(src`gandakan|menggandakan|lipat gandakan|lipatgandakan|dilipatgandakan`)} ${word('pi')}`,
    re`${word(src`kirim|transfer|tf|setor|deposit`)} \d+ ?${word('pi')}${near(40)}${word(src`dapat(?:kan)?|terima`)}${near(12)}\d+ ?${word('pi')}${near(10)}${word(src`kembali|balik|lagi`)}`,
  ],
  FAKE_PI_SUPPORT: [
    re`${word(KYC_ID)}${near(40)}${word(PAY_ID)}${near(20)}${word(FEE_ID)}`,
    re`${word(PAY_ID)}${near(20)}${word(FEE_ID)}${near(40)}${word(KYC_ID)}`,
    re`${word(src`kami adalah|kami dari|saya dari|saya adalah|ini adalah|atas nama|mewakili`)} (?:tim |pihak |admin |cs )?(?:resmi )?${word(src`pi core team|core team pi|tim inti pi|pi network|tim pi|tim resmi pi`)}`,
  ],
}

// --------------------------------------------------------------------------------------------- Hindi
// पासफ़्रेज़, सीड फ़्रेज़, गुप्त वाक्यांश, निजी कुंजी, 24 शब्द; and Hinglish, where the noun stays in
// English ("apna seed phrase bhejo"). Hindi puts the verb last and न/मत just before it.

const SECRET_HI = [
  hi(
    src`पास\s?फ़्रेज़|सीड\s?फ़्रेज़|सीक्रेट\s?फ़्रेज़|रिकवरी\s?फ़्रेज़|गुप्त\s?(?:वाक्यांश|शब्द|कुंजी)|निजी\s?कुंजी|प्राइवेट\s?(?:की|कुंजी)|(?:24|२४|चौबीस)\s?(?:शब्द|शब्दों|वर्ड|वर्ड्स)`,
  ),
  src`pass ?phrase|seed ?phrase|secret phrase|recovery phrase|private key|mnemonic|(?:24|chaubis) (?:shabd|words?)`,
].join('|')
const HAND_OVER_HI = [
  hi(
    src`(?:दर्ज|साझा|शेयर|सबमिट|एंटर|इनपुट|पेस्ट|वेरिफ़ाई|सत्यापित|सिंक|इम्पोर्ट|कन्फ़र्म)\s?(?:करें|करो|कीजिए|कीजिये|करे|करिए|करना|कर दें|कर दो)`,
  ),
  hi(src`भेजें|भेजो|भेजिए|भेजिये|भेज दें|भेज दो|बताएं|बताएँ|बताओ|बताइए|बताइये|डालें|डालो|डालिए|भरें|भरो|भरिए`),
  hi(src`(?:हमें|मुझे|हमको|मुझको|एडमिन को|सपोर्ट को)\s?(?:दें|दो|दीजिए|दीजिये|दे दें|दे दो)`),
  src`(?:share|enter|submit|verify|paste|sync|import|input|confirm|send)\s?(?:karo|karein|karen|kare|kijiye|kar do|kar dein|karna)`,
  src`bhejo|bhejein|bhejen|bheje|bhejiye|bhej do|bhej dein|batao|bataiye|bataye|batayein|batayen|daalo|dalo|daalein|dalein|daliye|daaliye|bharo|bharein`,
  src`(?:hume|humein|mujhe|admin ko|support ko) (?:de do|dedo|do|dijiye|de dein)`,
].join('|')
const SEND_HI = [
  hi(src`भेजें|भेजो|भेजिए|भेज दें|भेज दो|ट्रांसफ़र(?: करें| करो)?|जमा करें|जमा करो|भुगतान करें|पेमेंट करें`),
  src`bhejo|bhejein|bhejen|bhej do|transfer karo|transfer karein|jama karo|jama karein|payment karo|payment karein|pay karo|pay karein`,
].join('|')
const CHANNEL_HI = [
  hi(src`यूपीआई|पेटीएम|फ़ोनपे|गूगल पे|व्हाट्सएप|व्हाट्सऐप|टेलीग्राम|बैंक ट्रांसफ़र|बैंक खाते|बैंक अकाउंट|नकद|कैश`),
  src`upi|paytm|phonepe|gpay|google pay|whatsapp|telegram|bank transfer|bank account`,
].join('|')
const PAY_HI = [
  hi(src`भुगतान|पेमेंट|भेजें|भेजो|ट्रांसफ़र|जमा`),
  src`payment karo|payment karein|pay karo|pay karein|bhejo|bhejein|transfer karo|transfer karein|jama karo|jama karein`,
].join('|')
const KYC_HI = [hi(src`केवाईसी|माइग्रेशन`), src`kyc|migration`].join('|')
const FEE_HI = [hi(src`फ़ीस|शुल्क|चार्ज`), src`fees?|charges?`].join('|')
const PAY_FEE_HI = [
  hi(src`भेजें|भेजो|भेजिए|भरें|भरो|जमा करें|जमा करो|दें|दो|दीजिए|भुगतान करें|पे करें`),
  src`bhejo|bhejein|bharo|bharein|jama karo|jama karein|de do|dijiye|pay karo|pay karein`,
].join('|')
const HI_NOT = [hi(src`न|मत|नहीं|ना|कभी नहीं|कभी न|बिल्कुल नहीं`), src`mat|nahi|nahin|nahee|na|kabhi nahi`].join('|')

const hindi: LanguagePatterns = {
  negation: {
    before: re`${NOT_AFTER_IF}${whole([HI_NOT, hi('बिना'), 'bina'].join('|'))}${CLAUSE}{0,25}$`,
    within: re`${whole(HI_NOT)}`,
    after: re`^[^.!?।\n]{0,25}?${whole([hi(src`धोखा|धोखाधड़ी|फ़्रॉड|स्कैम|ठगी`), src`fraud|scam|dhokha|thagi`].join('|'))}`,
  },
  SECRET_REQUEST: [re`${word(SECRET_HI)}${NEAR_HI}${word(HAND_OVER_HI)}`],
  WALLET_SEND: walletSend(word(SEND_HI)),
  OFF_SDK_PAYMENT: [
    re`${word(PAY_HI)}${near(10, src`.!?।\n`)}${word(CHANNEL_HI)}`,
    re`${word(CHANNEL_HI)}\s?(?:${hi(src`से|द्वारा|पर|के ज़रिए|के माध्यम से`)}|se|par|ke zariye|dwara)${near(15, src`.!?।\n`)}${word(PAY_HI)}`,
    re`${word(src`${hi('ऐप')}|app|sdk`)}\s?(?:${hi(src`के बाहर|से बाहर`)}|ke bahar|se bahar)${near(30, src`.!?।\n`)}${word(PAY_HI)}`,
    re`${word(src`pi|${hi('पाई')}`)}\s?${word([hi(src`ख़रीदें|बेचें|ख़रीदने|बेचने|ख़रीदना|बेचना`), src`kharido|becho|kharidne|bechne|kharidna|bechna`].join('|'))}${near(40, src`.!?।\n`)}${word(CHANNEL_HI)}`,
    // "5 Pi भेजें, 10 Pi वापस पाएं", "अपना Pi डबल करें", "Pi double ho jayega".
    re`${word(SEND_HI)}${near(40, src`.!?।\n`)}\d+\s?(?:pi|${hi('पाई')})${E}${near(10, src`.!?।\n`)}${word([hi(src`वापस|डबल|दोगुना`), src`wapas|vapas|double`].join('|'))}`,
    re`${word(src`pi|${hi('पाई')}`)}${near(15, src`.!?।\n`)}${word([hi(src`डबल|दोगुना|दोगुने|दुगना|दुगुना`), src`double|dugna|doguna`].join('|'))}\s?(?:${hi(src`करें|करो|कर देंगे|करवाएं|हो जाएगा|होगा|पाएं`)}|karo|karein|kar denge|ho jayega|milega)${E}`,
  ],
  FAKE_PI_SUPPORT: [
    re`${word(KYC_HI)}${near(40, src`.!?।\n`)}${word(FEE_HI)}${near(20, src`.!?।\n`)}${word(PAY_FEE_HI)}`,
    re`${word(PAY_FEE_HI)}${near(20, src`.!?।\n`)}${word(FEE_HI)}${near(40, src`.!?।\n`)}${word(KYC_HI)}`,
    re`${word(hi('हम|मैं'))}\s?(?:pi|${hi('पाई')})\s?${hi(src`(?:नेटवर्क\s?)?(?:कोर\s?टीम|टीम|सपोर्ट|आधिकारिक\s?टीम)`)}\s?(?:${hi('से')}\s?)?${word(hi('हैं|हूं|हूँ'))}`,
    re`${word('hum|main|mai|hm')} pi(?: network)? (?:core team|team|support|official team) (?:se )?${word('hain|hai|hu|hun|hoon')}`,
  ],
}

/** Every language's words: the typechecker refuses a registry language without its entry. */
export const LANGUAGE_PATTERNS: Record<Language, LanguagePatterns> = {
  en,
  es,
  vi: vietnamese,
  ko: korean,
  'zh-Hans': simplified,
  'zh-Hant': traditional,
  id: indonesian,
  hi: hindi,
}
