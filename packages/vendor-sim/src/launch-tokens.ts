/** Game session tokens for members already signed in: launches a game for each (what a lobby does). */
export const launchTokens = async (o: { url: string; merchant: string; nodeId: number; sessionTokens: string[] }) =>
  Promise.all(
    o.sessionTokens.map(async (s) => {
      const res = await fetch(`${o.url.replace(/\/$/, '')}/wps/game/launchGame?nodeId=${o.nodeId}&accountType=1`, {
        headers: { merchant: o.merchant, authorization: s, language: 'EN' },
      });
      const json = (await res.json()) as { value?: { content?: { game_url?: string } } };
      const token = new URL(json.value?.content?.game_url ?? '/', 'http://x').searchParams.get('token');
      if (!res.ok || !token) throw new Error(`launch failed (${res.status})`);
      return token;
    }),
  );
