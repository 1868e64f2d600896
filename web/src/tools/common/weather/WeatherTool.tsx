/**
 * Weather forecast: by default the five-day average temperature of Beijing, Shanghai, Guangzhou,
 * Shenzhen and Chengdu (one chart, one upstream call on the server); a city in China by its
 * Chinese name, pinyin or English name gives its daily high, low, mean and conditions. Names
 * are resolved by our server from its bundled city table; the last answers are kept for offline.
 */
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Space, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isString, usePersistentState } from '../../../shared/usePersistentState';
import type { CityRef, Day, WeatherError } from './api';
import { AverageChart, CityChart, cityName } from './ForecastCharts';
import { useWeather } from './useWeather';
import { WMO_CODES, WeatherIcon } from './WeatherIcon';

const NS = 'weather';

function ErrorView({ error, pick }: { error: WeatherError; pick: (city: CityRef) => void }) {
  const { t, i18n } = useTranslation(NS);
  const english = !i18n.language.startsWith('zh');
  const known = t(`errors.${error.code}`, { defaultValue: '' });
  const message = known || t('errors.unavailable');
  return (
    <Alert
      type="error"
      showIcon
      data-testid="weather-error"
      title={message}
      description={
        error.suggestions.length > 0 && (
          <Flex wrap gap={8} align="center">
            <span>{t('didYouMean')}</span>
            {error.suggestions.map((c) => (
              <Button key={c.id} size="small" onClick={() => pick(c)}>
                {english
                  ? `${c.nameEn} (${c.name}), ${c.provinceEn}`
                  : `${c.name}（${c.province}）`}
              </Button>
            ))}
          </Flex>
        )
      }
    />
  );
}

export default function WeatherTool() {
  const { t, i18n } = useTranslation(NS);
  const english = !i18n.language.startsWith('zh');
  const [query, setQuery] = usePersistentState(`${NS}:query`, '', isString);
  const { city, data, loading, error, show } = useWeather();
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const forecast = data?.answer;
  const single = city !== null && forecast?.cities.length === 1 ? forecast.cities[0] : null;

  const columns = [
    { title: t('date'), dataIndex: 'date', key: 'date' },
    {
      title: t('conditions'),
      dataIndex: 'code',
      key: 'code',
      render: (code: number | null) => {
        const text = code !== null && WMO_CODES.includes(code) ? t(`wmo.${code}`) : t('wmoUnknown');
        return (
          <Flex gap={6} align="center">
            <WeatherIcon code={code} label={text} />
            <span>{text}</span>
          </Flex>
        );
      },
    },
    ...(['max', 'min', 'mean'] as const).map((k) => ({
      title: t(k === 'max' ? 'high' : k === 'min' ? 'low' : 'mean'),
      dataIndex: k,
      key: k,
      align: 'right' as const,
      render: (v: number | null) => (v === null ? '–' : `${v.toFixed(1)} °C`),
    })),
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form layout="vertical" onFinish={() => show(query)} requiredMark={false}>
          <Form.Item
            label={t('cityLabel')}
            htmlFor="weather-city"
            help={t('cityHelp')}
            style={{ marginBottom: 12 }}
          >
            <Flex gap={8} wrap>
              <Input
                id="weather-city"
                autoComplete="off"
                maxLength={40}
                placeholder={t('placeholder')}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                allowClear
                style={{ flex: '1 1 180px', maxWidth: 320 }}
              />
              <Space wrap>
                <Button
                  type="primary"
                  htmlType="submit"
                  icon={<SearchOutlined aria-hidden />}
                  loading={loading && city !== null}
                >
                  {t('search')}
                </Button>
                {city !== null && <Button onClick={() => show(null)}>{t('backToDefault')}</Button>}
              </Space>
            </Flex>
          </Form.Item>
        </Form>
      </Card>
      {error && (
        <ErrorView
          error={error}
          pick={(c) => {
            setQuery(english ? c.nameEn : c.name);
            show(c.id);
          }}
        />
      )}
      {loading && !forecast && (
        <Flex gap={8} align="center" role="status">
          <Spin size="small" />
          <Typography.Text>{t('loading')}</Typography.Text>
        </Flex>
      )}
      {forecast && (
        <Card
          size="small"
          data-testid="weather-forecast"
          title={
            single
              ? t('cityTitle', {
                  city: cityName(single, english),
                  province: english ? single.provinceEn : single.province,
                })
              : t('averageTitle')
          }
        >
          <Flex vertical gap={12}>
            {single ? (
              <>
                <CityChart city={single} />
                <Table<Day>
                  data-testid="weather-table"
                  size="small"
                  pagination={false}
                  rowKey="date"
                  columns={columns}
                  dataSource={single.days}
                  scroll={{ x: 'max-content' }}
                />
              </>
            ) : (
              <AverageChart cities={forecast.cities} english={english} />
            )}
            <Flex wrap gap="4px 16px" align="center" data-testid="weather-status">
              <Typography.Text type={data.origin === 'saved' ? 'warning' : 'secondary'}>
                {data.origin === 'saved'
                  ? t('savedAt', { time: time(forecast.updatedAt) })
                  : t('updatedAt', { time: time(forecast.updatedAt) })}
              </Typography.Text>
              {data.origin === 'saved' && (
                <Button
                  size="small"
                  icon={<ReloadOutlined aria-hidden />}
                  loading={loading}
                  onClick={() => show(city)}
                >
                  {t('retry')}
                </Button>
              )}
              <Typography.Link href="https://open-meteo.com/" target="_blank" rel="noreferrer">
                {t('attribution')}
              </Typography.Link>
            </Flex>
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
