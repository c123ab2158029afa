/**
 * The settings of the server that the browser may see: an explicit allow-list chosen by the server,
 * never the whole configuration. The server fills it; the web app reads it in the root loader.
 */
export type PublicConfig = {
  publicUrl: string
  piSdkUrl: string
  piSandbox: boolean
  piSimulator: boolean
  mediaStore: 'local' | 'cloudinary'
}
