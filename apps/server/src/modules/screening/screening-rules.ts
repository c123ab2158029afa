// The scam screening's rules, in one table: each a name, the reason an admin reads, and the patterns
// that find it (English, Spanish: the registry's languages). A rule flags, never rejects: the admin
// decides. Add a language's words to each rule when the registry gains the language.

/** `negatable`: a match right after a negation ("never share your passphrase") is a warning, not a request. */
export type ScreeningRule = { rule: string; reason: string; patterns: RegExp[]; negatable?: boolean }

/** The words that turn a request into a warning, just before the match. */
export const NEGATION =
  /\b(?:never|don't|do not|doesn't|does not|won't|will not|no|not|nunca|jamás|no)\b[^.!?\n]{0,20}$/iu

// What a scam asks for: the wallet's secret in its many names.
const SECRET =
  '(?:pass ?phrase|seed(?: phrase| words)?|recovery (?:phrase|words)|mnemonic|secret (?:key|phrase|words)|private key|24[- ]words|frase (?:de )?(?:contraseña|semilla|secreta|de recuperación)|semilla|clave (?:privada|secreta)|palabras (?:secretas|de recuperación)|24 palabras)'
// The verbs of handing it over.
const HAND_OVER_EN =
  '(?:enter|send|share|give|type|paste|provide|submit|verify|confirm|input|import|sync|validate|unlock|connect)'
const HAND_OVER_ES =
  '(?:introduce|introduzca|ingresa|ingrese|env[ií]a|env[ií]e|comparte|comparta|escribe|escriba|pega|pegue|proporciona|verifica|verifique|confirma|confirme|danos|dame|valida|sincroniza|desbloquea)'
const NEAR = '[^.!?\\n]{0,60}?'

/** A Pi (Stellar) address: G and 55 base32 characters. */
const WALLET = 'G[A-Z2-7]{55}'
const SEND = '(?:send|transfer|deposit|pay|env[ií]a|env[ií]e|transfiere|deposita|paga|manda)'

export const SCREENING_RULES: ScreeningRule[] = [
  {
    rule: 'SECRET_REQUEST',
    reason: 'Asks for a wallet passphrase, seed phrase or private key: Pi never asks for it, only scams do.',
    negatable: true,
    patterns: [
      new RegExp(`\\b${HAND_OVER_EN}\\b${NEAR}\\b${SECRET}`, 'iu'),
      new RegExp(`${HAND_OVER_ES}${NEAR}${SECRET}`, 'iu'),
      new RegExp(
        `\\b${SECRET}\\b${NEAR}\\b(?:to|para) (?:verify|claim|unlock|receive|verificar|reclamar|desbloquear|recibir)`,
        'iu',
      ),
    ],
  },
  {
    rule: 'WALLET_SEND',
    reason: 'A wallet address with a request to send Pi to it: payments belong in the Pi SDK.',
    patterns: [
      new RegExp(`\\b${SEND}\\b[^\\n]{0,80}?\\b${WALLET}\\b`, 'iu'),
      new RegExp(`\\b${WALLET}\\b[^\\n]{0,80}?\\b${SEND}\\b`, 'iu'),
    ],
  },
  {
    rule: 'PI_LOOKALIKE',
    reason: 'A link to an address imitating Pi’s (minepi look-alikes, pi-network hosts, punycode).',
    patterns: [
      // minepi with a letter swapped or added around it, or on a host that is not minepi.com's own.
      /\b(?:https?:\/\/)?(?:[\w-]+\.)*(?:m[i1l]n[e3]p[i1l]|mine-pi|minep[l1]|rninepi|m1nepi)[\w-]*\.(?!com\b)[a-z]{2,}\b/iu,
      /\b(?:https?:\/\/)?(?:[\w-]+\.)*(?:m1nepi|minepl|rninepi|mine-pi|m[i1]nep[i1]-[\w-]+)\.[a-z]{2,}\b/iu,
      /\b(?:https?:\/\/)?(?:[\w-]+\.)*pi-?network-[\w-]+\.[a-z]{2,}\b/iu,
      /\b(?:https?:\/\/)?(?:[\w-]+\.)*xn--[\w-]+\.[a-z]{2,}\b/iu,
    ],
  },
  {
    rule: 'URL_SHORTENER',
    reason: 'A shortened link hides where it leads.',
    patterns: [
      /\b(?:https?:\/\/)?(?:bit\.ly|tinyurl\.com|t\.co|goo\.gl|is\.gd|cutt\.ly|rb\.gy|ow\.ly|shorturl\.at|tiny\.cc|buff\.ly|rebrand\.ly)\/[\w-]+/iu,
    ],
  },
  {
    rule: 'OFF_SDK_PAYMENT',
    reason: 'Asks for payment outside the Pi SDK (directly to a wallet, by another channel).',
    patterns: [
      /\b(?:pay|send|transfer)\b[^.!?\n]{0,40}?\b(?:directly|outside|off)\b[^.!?\n]{0,30}?\b(?:pi|sdk|app|wallet|telegram|whatsapp)\b/iu,
      /\b(?:paga|env[ií]a|transfiere|paga)\b[^.!?\n]{0,40}?\b(?:directamente|fuera)\b[^.!?\n]{0,30}?\b(?:pi|sdk|app|billetera|wallet|telegram|whatsapp)\b/iu,
      /\b(?:double|doble|duplica|duplicamos|multiply|multiplica)\b[^.!?\n]{0,30}?\b(?:your|tus?)\b[^.!?\n]{0,10}?\bpi\b/iu,
    ],
  },
]
