/**
 * Exchange-rate calculator: an amount in one of eleven currencies shown in all the others, with
 * a main "from → to" pair that can be swapped. Rates come from our server (see ./rates.ts) and
 * are kept for offline use; the arithmetic is exact decimal in the wasm core, never JS floats.
 */
import { SwapOutlined } from '@ant-design/icons';
import { Card, Flex, Form, Input, Select, Switch, Table, Typography, Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conversion } from '../../../core';
import { CopyButton } from '../../../shared/CopyButton';
import { useErrorText } from '../../../shared/useErrorText';
import {
  isBoolean,
  isOneOf,
  isString,
  usePersistentState,
} from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';
import { ALL_CURRENCIES, CURRENCIES, type Currency } from './rates';
import { RatesStatus } from './RatesStatus';
import { useConversion } from './useConversion';
import { useRates } from './useRates';
import './exchange.css';

const NS = 'exchange-rate';
const isCurrency = isOneOf(ALL_CURRENCIES);

export default function ExchangeRateTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  // In the URL too (?amount=&from=&to=), so a link reopens the same conversion.
  const [amount, setAmount] = useUrlState(
    'amount',
    usePersistentState(`${NS}:amount`, '100', isString),
    isString,
  );
  const [from, setFrom] = useUrlState(
    'from',
    usePersistentState<Currency>(`${NS}:from`, 'CNY', isCurrency),
    isCurrency,
  );
  const [to, setTo] = useUrlState(
    'to',
    usePersistentState<Currency>(`${NS}:to`, 'USD', isCurrency),
    isCurrency,
  );
  const [more, setMore] = usePersistentState(`${NS}:more`, false, isBoolean);
  const ratesState = useRates();
  const { result: all, error } = useConversion(amount, from, ratesState.rates);
  // The spec's eleven by default; "more currencies" adds the others (and a chosen one stays).
  const shown = (c: string) =>
    more || (CURRENCIES as readonly string[]).includes(c) || c === from || c === to;
  const result = all?.filter((c) => shown(c.currency)) ?? null;

  const options = useMemo(
    () =>
      ALL_CURRENCIES.filter(
        (c) => more || (CURRENCIES as readonly string[]).includes(c) || c === from || c === to,
      ).map((c) => ({ value: c, label: `${c} · ${t(`currencies.${c}`)}` })),
    [t, more, from, to],
  );
  const target = result?.find((c) => c.currency === to);
  const emptyAmount = error?.code === 'exchange.empty';

  const columns = [
    {
      title: t('columns.currency'),
      dataIndex: 'currency',
      render: (code: string) => (
        <span>
          <strong>{code}</strong>{' '}
          <Typography.Text type="secondary">{t(`currencies.${code}`)}</Typography.Text>
        </span>
      ),
    },
    {
      title: t('columns.amount'),
      dataIndex: 'grouped',
      align: 'right' as const,
      render: (value: string) => <span className="fx-amount">{value}</span>,
    },
    {
      title: t('columns.rate'),
      dataIndex: 'unitRate',
      responsive: ['sm' as const],
      render: (rate: string, row: Conversion) => t('unitRate', { from, rate, to: row.currency }),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <RatesStatus state={ratesState} />
      <Card size="small">
        <Form layout="vertical" onSubmitCapture={(e) => e.preventDefault()}>
          <Flex wrap gap="0 16px" align="flex-start">
            <Form.Item
              label={t('amount')}
              htmlFor="fx-amount"
              validateStatus={error && !emptyAmount ? 'error' : undefined}
              help={error && ratesState.rates ? errorText(error) : t('amountHelp')}
              className="fx-amount-field"
            >
              <Input
                id="fx-amount"
                inputMode="decimal"
                autoComplete="off"
                maxLength={64}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                allowClear
              />
            </Form.Item>
            <Form.Item label={t('from')} htmlFor="fx-from">
              <Select
                id="fx-from"
                aria-label={t('from')}
                value={from}
                onChange={setFrom}
                options={options}
                showSearch={{ optionFilterProp: 'label' }}
                className="fx-select"
              />
            </Form.Item>
            <Form.Item label=" " colon={false}>
              <Button
                aria-label={t('swap')}
                title={t('swap')}
                icon={<SwapOutlined aria-hidden />}
                onClick={() => {
                  setFrom(to);
                  setTo(from);
                }}
              />
            </Form.Item>
            <Form.Item label={t('to')} htmlFor="fx-to">
              <Select
                id="fx-to"
                aria-label={t('to')}
                value={to}
                onChange={setTo}
                options={options}
                showSearch={{ optionFilterProp: 'label' }}
                className="fx-select"
              />
            </Form.Item>
          </Flex>
          <Flex gap={8} align="center">
            <Switch id="fx-more" size="small" checked={more} onChange={setMore} />
            <label htmlFor="fx-more">{t('moreCurrencies')}</label>
          </Flex>
        </Form>
        {target && (
          <Flex wrap gap={12} align="center" className="fx-main" data-testid="fx-main">
            <Typography.Text className="fx-main-text">
              {result?.find((c) => c.currency === from)?.grouped} {from} ={' '}
              <strong>{target.grouped}</strong> {to}
            </Typography.Text>
            <CopyButton text={target.value} size="small" />
            <Typography.Text type="secondary">
              {t('unitRate', { from, rate: target.unitRate, to })}
            </Typography.Text>
          </Flex>
        )}
      </Card>
      {result && (
        <Table<Conversion>
          data-testid="fx-table"
          size="small"
          pagination={false}
          rowKey="currency"
          columns={columns}
          dataSource={result}
          rowClassName={(row) => (row.currency === from ? 'fx-source-row' : '')}
          onRow={(row) => ({
            onClick: () => row.currency !== from && setTo(row.currency as Currency),
          })}
        />
      )}
      <Typography.Text type="secondary">{t('rounding')}</Typography.Text>
    </Flex>
  );
}
