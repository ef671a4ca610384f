/**
 * Image addresses from the server are relative; one host is chosen at random from the status payload's imageCDNs
 * when the payload arrives (spec section 9) and used for the page's lifetime, so images are not fetched twice.
 * An empty host means this server.
 */
let host = '';
export const setImageCdns = (list: string[] | undefined) => {
  const hosts = list?.length ? list : [''];
  host = (hosts[Math.floor(Math.random() * hosts.length)] ?? '').replace(/\/$/, '');
};
export const cdnUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${host}${path}`);

/** Picks the image host once the status payload is there (called by the site layout). */
export const useImageCdns = (list: string[] | undefined) => {
  if (list && list !== lastList) {
    lastList = list;
    setImageCdns(list);
  }
};
let lastList: string[] | undefined;
