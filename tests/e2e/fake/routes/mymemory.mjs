// Fake MyMemory: `GET /get?q=...&langpair=en|zh-CN`, answered as MyMemory does (errors as HTTP
// 200 with another responseStatus). The text picks the scenario, so a test chooses by typing:
// "fake:slow" never answers in time, "fake:500" is a 500, "fake:malformed" is broken JSON,
// "fake:quota" is the daily-quota answer, "fake:403" an invalid pair; anything else is
// "translated" as `<target>: <text>`.
const quotaText = 'MYMEMORY WARNING: YOU USED ALL AVAILABLE FREE TRANSLATIONS FOR TODAY.';

export async function handle(url, request, response, send) {
  if (url.pathname !== '/get') return false;
  const q = url.searchParams.get('q') ?? '';
  const [, target = ''] = (url.searchParams.get('langpair') ?? '').split('|');
  const answer = (text, status, extra = {}) =>
    send(
      200,
      JSON.stringify({
        responseData: { translatedText: text, match: 1 },
        quotaFinished: false,
        responseDetails: '',
        responseStatus: status,
        ...extra,
      }),
    );
  if (q.includes('fake:slow')) {
    await new Promise((resolve) => setTimeout(resolve, 8000));
    answer('late', 200);
  } else if (q.includes('fake:500'))
    send(500, 'Internal Server Error', { 'content-type': 'text/html' });
  else if (q.includes('fake:malformed')) send(200, '{"responseData":{"translatedText":');
  else if (q.includes('fake:quota')) answer(quotaText, 429, { quotaFinished: true });
  else if (q.includes('fake:403')) answer('INVALID LANGUAGE PAIR', '403');
  else answer(`${target}: ${q}`, 200);
  return true;
}
