// Fake trace.moe: `POST /search?anilistInfo&cutBorders` with the image as the body, answered as
// the real API does. What it answers is chosen by a marker the specs append to their test images
// (after the PNG's end, where decoders ignore it): `scenario:quota` 402, `scenario:busy` 503,
// `scenario:none` no result, `scenario:unlikely` only weak matches, `scenario:malformed` a cut-off
// body, `scenario:bad` 400 (trace.moe could not read the image); anything else two matches.
const MEDIA = 'https://media.trace.moe';

const scene = (similarity, over = {}) => ({
  anilist: {
    id: 21034,
    idMal: 31478,
    title: {
      native: 'ご注文はうさぎですか？？',
      romaji: 'Gochuumon wa Usagi desu ka??',
      english: 'Is the Order a Rabbit??',
    },
    synonyms: [],
    isAdult: false,
  },
  filename: '[Ohys-Raws] Gochuumon wa Usagi Desu ka 2 - 01.mp4',
  episode: 1,
  from: 288.58,
  to: 289.75,
  similarity,
  video: `${MEDIA}/video/21034/x.mp4?t=289.165&now=1700000000&token=fake`,
  image: `${MEDIA}/image/21034/x.mp4.jpg?t=289.165&now=1700000000&token=fake`,
  ...over,
});

const SECOND = {
  anilist: {
    id: 1,
    title: { native: 'カウボーイビバップ', romaji: 'Cowboy Bebop', english: 'Cowboy Bebop' },
    isAdult: false,
  },
  episode: 5,
  from: 3725,
  to: 3727.5,
  image: `${MEDIA}/image/1/y.mp4.jpg?t=3726&now=1700000000&token=fake`,
  video: `${MEDIA}/video/1/y.mp4?t=3726&now=1700000000&token=fake`,
};

function body(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (c) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** @returns {Promise<boolean>} whether this fake answered the request */
export async function handle(url, request, response, send) {
  if (url.pathname !== '/search' || request.method !== 'POST') return false;
  const image = await body(request);
  const has = (marker) => image.includes(`scenario:${marker}`);
  const answer = (result) => send(200, JSON.stringify({ frameCount: 5890247, error: '', result }));
  if (!url.searchParams.has('anilistInfo') || !url.searchParams.has('cutBorders'))
    send(400, JSON.stringify({ error: 'the fake expects anilistInfo and cutBorders' }));
  else if (image.length === 0) send(400, JSON.stringify({ error: 'Method Not Allowed' }));
  else if (has('quota'))
    send(402, JSON.stringify({ error: 'Search quota depleted' }), { 'x-ratelimit-limit': '100' });
  else if (has('busy')) send(503, JSON.stringify({ error: 'Error: Search queue is full' }));
  else if (has('bad')) send(400, JSON.stringify({ error: 'Failed to process image' }));
  else if (has('malformed')) send(200, '{"frameCount":1,"error":"","result":[{"anilist":');
  else if (has('none')) answer([]);
  else if (has('unlikely')) answer([scene(0.8712), scene(0.8123, SECOND)]);
  else answer([scene(0.9757), scene(0.8531, SECOND)]);
  return true;
}
