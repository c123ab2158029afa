import { describe, expect, it } from 'vitest'
import { screenText } from './screening.service'

const WALLET = 'GBZXN7PIRZGNMHGA7MUUUF4GWPY5AYPV6LY4UV2GL6VJGIQRXFDNMADI'

/** True scams, in English and Spanish: each must be flagged. */
const SCAMS = [
  'To claim your bonus, enter your 24-word passphrase in the form below.',
  'Verify your wallet: paste your seed phrase here and get 100 Pi.',
  'Please share your private key with our support agent to unlock your coins.',
  `Send 10 Pi to ${WALLET} and receive 20 Pi back within an hour.`,
  `Deposit to ${WALLET} to join the presale.`,
  'Official migration portal: https://minepi-wallet.net/claim',
  'Login at https://m1nepi.com to keep your balance.',
  'Visit pi-network-airdrop.org for free tokens.',
  'Get the app here: https://bit.ly/3xPiApp',
  'We double your Pi in 24 hours, guaranteed.',
  'Pay directly to our wallet, outside the Pi app, for a discount.',
  'Introduce tu frase de contraseña para verificar tu cuenta.',
  'Para recibir el airdrop, envía tu frase semilla a nuestro soporte.',
  'Comparte tu clave privada y desbloquea tus monedas.',
  `Envía 5 Pi a ${WALLET} y recibe el doble.`,
  'Descarga la app en https://tinyurl.com/pi-gratis',
  'Paga directamente por Telegram, fuera de la app, y ahorra.',
  'Duplicamos tus Pi en una semana.',
  'Ingresa las 24 palabras de tu billetera para sincronizarla.',
  'Visita https://xn--minep-xqa.com para reclamar.',
]

/** Innocent texts that use the same words: none may be flagged. */
const INNOCENT = [
  'Never share your passphrase with anyone: Pi will never ask for it.',
  'Our app never asks for your seed phrase or private key.',
  'Payments go through the Pi SDK; you approve each one in your wallet.',
  'Read the official announcements at https://minepi.com/blog.',
  'The Pi Network mainnet launched; our app runs on it.',
  'Tap Send in the app to tip another Pioneer through the Pi Browser.',
  'A chess game for Pioneers: play, learn and climb the ranking.',
  'Keep your recovery phrase offline, written on paper.',
  'Nunca compartas tu frase de contraseña: Pi nunca te la pedirá.',
  'Nuestra app no te pide la frase semilla ni la clave privada.',
  'Los pagos pasan por el SDK de Pi y los apruebas en tu billetera.',
  'Más información en https://minepi.com y en nuestro blog.',
  'Un juego de ajedrez para Pioneros, con ranking semanal.',
  'Guarda tus 24 palabras en papel, lejos del teléfono.',
  'La app muestra el precio en Pi antes de cada pago.',
  'Our support team answers in the app chat within a day.',
  'Double-check the address bar before you sign in.',
  'Paga con Pi desde la app: el SDK abre tu billetera.',
]

function measure() {
  const truePositives = SCAMS.filter((text) => screenText(text).length > 0).length
  const falsePositives = INNOCENT.filter((text) => screenText(text).length > 0).length
  const precision = truePositives / (truePositives + falsePositives)
  const recall = truePositives / SCAMS.length
  return { truePositives, falsePositives, precision, recall }
}

describe('the scam screening corpus', () => {
  it('has its precision and recall fixed: every scam flagged, no innocent text flagged', () => {
    const missed = SCAMS.filter((text) => screenText(text).length === 0)
    const wrong = INNOCENT.filter((text) => screenText(text).length > 0)
    expect(missed, 'scams not flagged').toEqual([])
    expect(wrong, 'innocent texts flagged').toEqual([])
    const { precision, recall } = measure()
    expect(precision).toBe(1)
    expect(recall).toBe(1)
  })

  it('names the rule, its reason and the matched text', () => {
    const [finding] = screenText('<p>Please <b>enter your passphrase</b> to continue.</p>')
    expect(finding).toMatchObject({ rule: 'SECRET_REQUEST', match: 'enter your passphrase' })
    expect(finding!.reason.length).toBeGreaterThan(10)
  })

  it('reads links in the markup, and stays fast on long hostile input', () => {
    expect(screenText('<a href="https://bit.ly/x1">the app</a>')[0]?.rule).toBe('URL_SHORTENER')
    const started = Date.now()
    screenText(`${'send '.repeat(40_000)}${'a'.repeat(50_000)}`)
    expect(Date.now() - started).toBeLessThan(5000)
  })
})
