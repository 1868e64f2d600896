/**
 * Timestamp converter: milliseconds (or 10-digit seconds) ⇄ `YYYY-MM-DD HH:mm:ss` in a chosen
 * time zone (Beijing time by default, remembered), with the current time ticking for reference.
 * A wrong input keeps its text and shows what to fix in the current language.
 */
import { ClockCircleOutlined, SwapOutlined, UndoOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ToolError,
  dateTimeToTimestamp,
  timeZones,
  timestampToDateTime,
  toToolError,
  type DateTimeInfo,
  type TimestampInfo,
} from '../../../core';
import { CopyButton } from '../../../shared/CopyButton';
import { useErrorText } from '../../../shared/useErrorText';
import { isString, usePersistentState } from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';
import { useNow } from './useNow';
import { COMMON_ZONES, DEFAULT_ZONE } from './zones';
import './timestamp.css';

const NS = 'timestamp-converter';

/** Runs `convert(submitted, zone)` whenever either changes; null input means no result. */
function useConversion<T>(
  submitted: string | null,
  zone: string,
  convert: (input: string, zone: string) => Promise<T>,
) {
  const [state, setState] = useState<{
    key: string;
    result: T | null;
    error: ToolError | null;
  } | null>(null);
  const key = submitted === null ? null : `${zone}\n${submitted}`;
  useEffect(() => {
    if (submitted === null) return;
    let stale = false;
    const done = (result: T | null, error: ToolError | null) => {
      if (!stale) setState({ key: `${zone}\n${submitted}`, result, error });
    };
    convert(submitted, zone).then(
      (value) => done(value, null),
      (e: unknown) => done(null, toToolError(e)),
    );
    return () => {
      stale = true;
    };
  }, [submitted, zone, convert]);
  // Only the answer to the current question counts (an older one may still be arriving).
  const current = state && state.key === key ? state : null;
  return { result: current?.result ?? null, error: current?.error ?? null };
}

function Copyable({ text }: { text: string }) {
  return (
    <Space wrap>
      <Typography.Text code className="ts-value">
        {text}
      </Typography.Text>
      <CopyButton text={text} size="small" />
    </Space>
  );
}

export default function TimestampConverterTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  // The zone and the converted values are in the URL (`#zone=Asia%2FTokyo&ts=1700000000`), so
  // a link opens the same conversion; an input that was typed but not converted is not.
  const [zone, setZone] = useUrlState(
    'zone',
    usePersistentState(`${NS}:zone`, DEFAULT_ZONE, isString),
    isString,
    DEFAULT_ZONE,
  );
  const [allZones, setAllZones] = useState<string[]>([]);
  const { now, error: nowError } = useNow(zone);

  const [tsLinked, setTsLinked] = useUrlState('ts', useState(''), isString);
  const [tsInput, setTsInput] = useState(tsLinked);
  const tsSubmitted = tsLinked === '' ? null : tsLinked;
  const setTsSubmitted = (value: string | null) => setTsLinked(value ?? '');
  const ts = useConversion<TimestampInfo>(tsSubmitted, zone, timestampToDateTime);

  const [dtLinked, setDtLinked] = useUrlState('dt', useState(''), isString);
  const [dtInput, setDtInput] = useState(dtLinked);
  const dtSubmitted = dtLinked === '' ? null : dtLinked;
  const setDtSubmitted = (value: string | null) => setDtLinked(value ?? '');
  const dt = useConversion<DateTimeInfo>(dtSubmitted, zone, dateTimeToTimestamp);

  useEffect(() => {
    timeZones().then(setAllZones, (e: unknown) => console.error(toToolError(e)));
  }, []);

  // A remembered zone that no longer exists falls back to Beijing time.
  useEffect(() => {
    if (allZones.length > 0 && !allZones.includes(zone)) setZone(DEFAULT_ZONE);
  }, [allZones, zone, setZone]);

  const zoneOptions = useMemo(() => {
    const common = COMMON_ZONES.map((z) => ({ value: z, label: `${t(`zones.${z}`)} · ${z}` }));
    const rest = allZones
      .filter((z) => !(COMMON_ZONES as readonly string[]).includes(z))
      .map((z) => ({ value: z, label: z }));
    return [
      { label: t('commonZones'), options: common },
      { label: t('allZones'), options: rest },
    ];
  }, [allZones, t]);

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} align="center">
        <label htmlFor="ts-zone">{t('zone')}</label>
        <Select
          id="ts-zone"
          showSearch
          optionFilterProp="label"
          value={zone}
          onChange={setZone}
          options={zoneOptions}
          style={{ minWidth: 280, maxWidth: '100%' }}
          aria-label={t('zone')}
        />
      </Flex>

      <Card
        size="small"
        title={
          <>
            <ClockCircleOutlined aria-hidden /> {t('now')}
          </>
        }
      >
        {nowError ? (
          <Alert type="error" showIcon title={errorText(nowError)} />
        ) : (
          now && (
            <Flex wrap gap="8px 32px" data-testid="ts-now">
              <span>
                {t('labelled', { label: t('nowMillis') })}
                <Copyable text={String(now.millis)} />
              </span>
              <span>
                {t('labelled', { label: t('nowSeconds') })}
                <Copyable text={String(now.seconds)} />
              </span>
              <span>
                {t('labelled', { label: t('nowDateTime') })}
                <Copyable text={now.formatted} />
              </span>
              <Space wrap>
                <Button
                  size="small"
                  onClick={() => {
                    setTsInput(String(now.millis));
                    setTsSubmitted(String(now.millis));
                  }}
                >
                  {t('useNowTimestamp')}
                </Button>
                <Button
                  size="small"
                  onClick={() => {
                    setDtInput(now.formatted);
                    setDtSubmitted(now.formatted);
                  }}
                >
                  {t('useNowDateTime')}
                </Button>
              </Space>
            </Flex>
          )
        )}
      </Card>

      <Card size="small" title={t('toDateTime')}>
        <Form layout="vertical" onFinish={() => setTsSubmitted(tsInput)}>
          <Form.Item
            label={t('timestampLabel')}
            htmlFor="ts-input"
            validateStatus={ts.error ? 'error' : undefined}
            help={ts.error ? errorText(ts.error) : t('timestampHelp')}
          >
            <Input
              id="ts-input"
              inputMode="numeric"
              placeholder="1700000000000"
              value={tsInput}
              onChange={(e) => setTsInput(e.target.value)}
              allowClear
            />
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" icon={<SwapOutlined aria-hidden />}>
              {t('common:actions.convert')}
            </Button>
            <Button
              icon={<UndoOutlined aria-hidden />}
              onClick={() => {
                setTsInput('');
                setTsSubmitted(null);
              }}
            >
              {t('common:actions.reset')}
            </Button>
          </Space>
        </Form>
        {ts.result && (
          <Flex vertical gap={8} className="ts-result" data-testid="ts-result">
            {ts.result.unit !== 'milliseconds' && (
              <Alert type="info" showIcon title={t(`unitNote.${ts.result.unit}`)} />
            )}
            <Descriptions bordered size="small" column={1}>
              <Descriptions.Item label={t('dateTime')}>
                <Copyable text={ts.result.formatted} />
              </Descriptions.Item>
              <Descriptions.Item label={t('withMillis')}>
                {ts.result.formattedMillis}
              </Descriptions.Item>
              <Descriptions.Item label="ISO 8601">{ts.result.iso8601}</Descriptions.Item>
              <Descriptions.Item label={t('offset')}>
                UTC{ts.result.utcOffset} ({ts.result.zoneAbbreviation})
              </Descriptions.Item>
              <Descriptions.Item label={t('weekday')}>
                {t(`weekdays.${ts.result.weekday}`)}
              </Descriptions.Item>
            </Descriptions>
          </Flex>
        )}
      </Card>

      <Card size="small" title={t('toTimestamp')}>
        <Form layout="vertical" onFinish={() => setDtSubmitted(dtInput)}>
          <Form.Item
            label={t('dateTimeLabel')}
            htmlFor="dt-input"
            validateStatus={dt.error ? 'error' : undefined}
            help={dt.error ? errorText(dt.error) : t('dateTimeHelp')}
          >
            <Input
              id="dt-input"
              placeholder="2023-11-15 06:13:20"
              value={dtInput}
              onChange={(e) => setDtInput(e.target.value)}
              allowClear
            />
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" icon={<SwapOutlined aria-hidden />}>
              {t('common:actions.convert')}
            </Button>
            <Button
              icon={<UndoOutlined aria-hidden />}
              onClick={() => {
                setDtInput('');
                setDtSubmitted(null);
              }}
            >
              {t('common:actions.reset')}
            </Button>
          </Space>
        </Form>
        {dt.result && (
          <Flex vertical gap={8} className="ts-result" data-testid="dt-result">
            {dt.result.ambiguousLaterMillis !== null && (
              <Alert
                type="warning"
                showIcon
                title={t('ambiguous', { later: dt.result.ambiguousLaterMillis })}
              />
            )}
            <Descriptions bordered size="small" column={1}>
              <Descriptions.Item label={t('millis')}>
                <Copyable text={String(dt.result.millis)} />
              </Descriptions.Item>
              <Descriptions.Item label={t('seconds')}>
                <Copyable text={String(dt.result.seconds)} />
              </Descriptions.Item>
              <Descriptions.Item label="ISO 8601">{dt.result.iso8601}</Descriptions.Item>
              <Descriptions.Item label={t('offset')}>
                UTC{dt.result.utcOffset} ({dt.result.zoneAbbreviation})
              </Descriptions.Item>
            </Descriptions>
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
