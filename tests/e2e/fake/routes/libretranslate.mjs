// Fake LibreTranslate: `POST /translate {"q","source","target","format","api_key"?}` →
// `{"translatedText","detectedLanguage"?}`; errors `{"error"}` with 400/403/429/500. Same
// scenario words as mymemory.mjs ("fake:slow", "fake:500", "fake:malformed", "fake:quota").
// "auto" is detected as French when the text has "bonjour", else English; Chinese is reported
// as `zh-Hans`, as new servers do.
export async function handle(url, request, response, send) {
  if (url.pathname !== '/translate' || request.method !== 'POST') return false;
  let body = '';
  for await (const chunk of request) body += chunk;
  let ask;
  try {
    ask = JSON.parse(body);
  } catch {
    send(400, '{"error":"Invalid request: missing q parameter"}');
    return true;
  }
  const q = String(ask.q ?? '');
  if (q.includes('fake:slow')) {
    await new Promise((resolve) => setTimeout(resolve, 8000));
    send(200, '{"translatedText":"late"}');
  } else if (q.includes('fake:500')) send(500, '{"error":"Internal error"}');
  else if (q.includes('fake:malformed')) send(200, '{"translated":');
  else if (q.includes('fake:quota')) send(429, '{"error":"Too many request limits violation"}');
  else {
    const answer = { translatedText: `${ask.target}: ${q}` };
    if (ask.source === 'auto') {
      const language = /bonjour/i.test(q) ? 'fr' : /[\u4e00-\u9fff]/.test(q) ? 'zh-Hans' : 'en';
      answer.detectedLanguage = { confidence: 90, language };
    }
    send(200, JSON.stringify(answer));
  }
  return true;
}
