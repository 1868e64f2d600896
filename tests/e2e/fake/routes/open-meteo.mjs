// Fake Open-Meteo: `GET /v1/forecast?latitude=a,b&longitude=c,d&daily=...&forecast_days=5`, as
// the real API answers (an object for one place, an array for several). Forecasts are made up
// from the coordinates, so each city has its own, always the same. A few cities stand for the
// upstream's failures (the tests ask for them by name):
//   拉萨 (29.6523) 500 · 乌鲁木齐 (43.8256) answers after 8 s (slower than the server waits)
//   哈尔滨 (45.8038) a cut-off body · 三亚 (18.2531) 429 daily quota · 西宁 (36.6171) 400
const DAYS = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
const CODES = [0, 2, 61, 3, 95];
const round1 = (x) => Math.round(x * 10) / 10;

/** The made-up forecast of one place (exported for the specs' expectations). */
export function forecast(lat, lon) {
  const base = 28 - (lat - 20) * 0.9 + (lon % 1);
  const mean = DAYS.map((_, i) => round1(base + i * 0.5));
  return {
    latitude: lat,
    longitude: lon,
    generationtime_ms: 0.1,
    utc_offset_seconds: 28800,
    timezone: 'Asia/Shanghai',
    timezone_abbreviation: 'GMT+8',
    elevation: 50,
    daily_units: {
      time: 'iso8601',
      temperature_2m_mean: '°C',
      temperature_2m_max: '°C',
      temperature_2m_min: '°C',
      weather_code: 'wmo code',
    },
    daily: {
      time: DAYS,
      temperature_2m_mean: mean,
      temperature_2m_max: mean.map((m) => round1(m + 4)),
      temperature_2m_min: mean.map((m) => round1(m - 4)),
      weather_code: CODES,
    },
  };
}

const error = (reason) => JSON.stringify({ error: true, reason });

/** @returns {Promise<boolean>} whether this fake answered the request */
export async function handle(url, request, response, send) {
  if (url.pathname !== '/v1/forecast') return false;
  const lats = (url.searchParams.get('latitude') ?? '').split(',').map(Number);
  const lons = (url.searchParams.get('longitude') ?? '').split(',').map(Number);
  if (lats.length !== lons.length || lats.some(isNaN) || lons.some(isNaN)) {
    send(400, error('Latitude and longitude must have the same number of elements'));
    return true;
  }
  if (url.searchParams.get('forecast_days') !== '5' || !url.searchParams.get('daily')) {
    send(400, error('Parameter daily and forecast_days=5 expected by the fake'));
    return true;
  }
  if (lats.includes(29.6523)) send(500, error('Internal server error'));
  else if (lats.includes(18.2531))
    send(429, error('Daily API request limit exceeded. Please try again tomorrow.'));
  else if (lats.includes(36.6171)) send(400, error('Cannot initialize WeatherVariable'));
  else if (lats.includes(45.8038)) send(200, '{"daily":{"time":["2026-11-24",');
  else {
    if (lats.includes(43.8256)) await new Promise((resolve) => setTimeout(resolve, 8000));
    const places = lats.map((lat, i) => forecast(lat, lons[i]));
    send(200, JSON.stringify(places.length === 1 ? places[0] : places));
  }
  return true;
}
