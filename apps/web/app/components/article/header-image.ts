/** Header images are 1200x630 (the link-preview ratio); cards and the article reserve that box before they load. */
export const HEADER_IMAGE_WIDTH = 1200
export const HEADER_IMAGE_HEIGHT = 630
