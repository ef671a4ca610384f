/** The lobby's art, drawn on the server from the data (no image host): game tiles, vendor logos, banners, promotions and mall items. */
export { bannerSceneOf, bannerSvg } from './banner-art';
export { gameSvg, signatureOf, type TileArt, tileArtOf } from './tile-art';
export { vendorSvg } from './vendor-art';
export { mallItemSvg, promotionSvg } from './reward-art';
