/**
 * Unit converter: every unit of the chosen quantity has a field; typing in any of them
 * converts exactly (in the Rust core) into all the others. Values whose decimal does not end
 * are rounded to the remembered number of significant digits and marked with ≈.
 */
import { Alert, Col, Flex, Form, Input, Radio, Row, Select, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ToolError,
  toToolError,
  unitCatalogue,
  unitConvert,
  type UnitCategory,
  type UnitValue,
} from '../../../core';
import { CopyButton } from '../../../shared/CopyButton';
import { useErrorText } from '../../../shared/useErrorText';
import { isString, usePersistentState } from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';
import './unit-converter.css';

const NS = 'unit-converter';
const DIGIT_CHOICES = [4, 6, 8, 10, 12, 15, 20] as const;
const isDigits = (v: unknown): v is number =>
  typeof v === 'number' && (DIGIT_CHOICES as readonly number[]).includes(v);

interface Source {
  unit: string;
  text: string;
}

interface Answer {
  key: string;
  field: string | null;
  values: Record<string, UnitValue>;
  error: ToolError | null;
}

export default function UnitConverterTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [catalogue, setCatalogue] = useState<UnitCategory[]>([]);
  const [loadError, setLoadError] = useState<ToolError | null>(null);
  // In the URL too (`#category=mass&unit=jin&value=2`): a link opens the same conversion.
  const [categoryId, setCategoryId] = useUrlState(
    'category',
    usePersistentState(`${NS}:category`, 'length', isString),
    isString,
    'length',
  );
  const [digits, setDigits] = useUrlState(
    'digits',
    usePersistentState(`${NS}:digits`, 10, isDigits),
    isDigits,
    10,
  );
  const [sourceUnit, setSourceUnit] = useUrlState('unit', useState(''), isString);
  const [sourceText, setSourceText] = useUrlState('value', useState(''), isString);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const request = useRef(0);

  useEffect(() => {
    unitCatalogue().then(setCatalogue, (e: unknown) => setLoadError(toToolError(e)));
  }, []);

  const category = catalogue.find((c) => c.id === categoryId) ?? catalogue[0];
  // A unit from another quantity (a stale or edited link) is no source at all.
  const source: Source | null = useMemo(
    () =>
      category && category.units.includes(sourceUnit)
        ? { unit: sourceUnit, text: sourceText }
        : null,
    [category, sourceUnit, sourceText],
  );
  const setSource = (next: Source | null) => {
    setSourceUnit(next?.unit ?? '');
    setSourceText(next?.text ?? '');
  };
  const text = source?.text.trim() ?? '';
  const field = category && source ? `${category.id}|${source.unit}|${digits}` : null;
  const key = field && text ? `${field}|${text}` : null;

  // Converts whenever the typed value, the quantity or the digits change; only the answer
  // to the latest question counts.
  useEffect(() => {
    if (!key || !category || !source) return;
    const id = ++request.current;
    const done = (values: Record<string, UnitValue>, error: ToolError | null) => {
      if (id === request.current) setAnswer({ key, field, values, error });
    };
    unitConvert(category.id, source.unit, source.text, digits).then(
      (result) => done(Object.fromEntries(result.map((v) => [v.unit, v])), null),
      (e: unknown) => done({}, toToolError(e)),
    );
  }, [key, field, category, source, digits]);

  // While the next answer is on its way (a fraction of a millisecond), the fields keep the
  // previous one for the same field instead of flashing empty.
  const current = answer && answer.key === key ? answer : null;
  const previous = key && answer && answer.field === field && !answer.error ? answer : null;
  const values = (current ?? previous)?.values ?? {};
  const error = current?.error ?? null;

  function chooseCategory(id: string) {
    setCategoryId(id);
    setSource(null);
  }

  if (loadError) return <Alert type="error" showIcon title={errorText(loadError)} />;
  if (!category) return null;

  return (
    <Flex vertical gap={16}>
      {/* A wrapping row of radio buttons rather than Tabs: every quantity stays visible at
          375 px (Tabs hid the rest behind an overflow button that is not a tab), and there is
          no tab panel, only the fields below changing. */}
      <Radio.Group
        className="uc-categories"
        aria-label={t('category')}
        optionType="button"
        value={category.id}
        onChange={(e) => chooseCategory(e.target.value as string)}
        options={catalogue.map((c) => ({ value: c.id, label: t(`categories.${c.id}`) }))}
      />
      <Flex wrap gap={12} align="center">
        <label htmlFor="uc-digits">{t('digits')}</label>
        <Select
          id="uc-digits"
          value={digits}
          onChange={setDigits}
          options={DIGIT_CHOICES.map((d) => ({ value: d, label: String(d) }))}
          style={{ width: 90 }}
          aria-label={t('digits')}
        />
        <Typography.Text type="secondary">{t('digitsHelp')}</Typography.Text>
      </Flex>
      <Form layout="vertical" className="uc-fields" onSubmitCapture={(e) => e.preventDefault()}>
        <Row gutter={[24, 0]}>
          {category.units.map((unit) => {
            const label = t(`units.${unit}`);
            const editing = source?.unit === unit;
            const value = editing ? source.text : (values[unit]?.text ?? '');
            const rounded = !editing && values[unit] !== undefined && !values[unit].exact;
            const failed = editing && error !== null;
            return (
              <Col key={unit} xs={24} sm={12} xl={8}>
                <Form.Item
                  label={label}
                  htmlFor={`uc-${unit}`}
                  validateStatus={failed ? 'error' : undefined}
                  help={failed ? errorText(error) : undefined}
                >
                  <Input
                    id={`uc-${unit}`}
                    data-unit={unit}
                    inputMode="decimal"
                    autoComplete="off"
                    spellCheck={false}
                    value={value}
                    onChange={(e) => setSource({ unit, text: e.target.value })}
                    prefix={
                      rounded ? (
                        <Tooltip title={t('roundedTitle', { digits })}>
                          <span className="uc-approx" aria-label={t('rounded')}>
                            ≈
                          </span>
                        </Tooltip>
                      ) : (
                        <span className="uc-approx" aria-hidden />
                      )
                    }
                    suffix={
                      <CopyButton
                        text={editing ? '' : value}
                        label=""
                        type="text"
                        size="small"
                        aria-label={t('copyValue', { unit: label })}
                      />
                    }
                  />
                </Form.Item>
              </Col>
            );
          })}
        </Row>
      </Form>
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
    </Flex>
  );
}
