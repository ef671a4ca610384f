/** The lobby's art, drawn on the server from the data (no image host): game tiles, vendor logos and banners. */
export { bannerSceneOf, bannerSvg } from './banner-art';
export { gameSvg, signatureOf, type TileArt, tileArtOf } from './tile-art';
export { vendorSvg } from './vendor-art';
