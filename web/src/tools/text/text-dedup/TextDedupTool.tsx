/**
 * Remove duplicate lines: keeps the first occurrence of each line in the original order, with
 * options to compare trimmed or case-folded lines, drop empty lines and sort. Updates as the
 * user types; long texts are processed in the worker.
 */
import { ClearOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Input, Radio, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_TEXT_LENGTH,
  ToolError,
  textDedup,
  toToolError,
  type DedupResult,
  type DedupSort,
} from '../../../core';
import { CopyButton } from '../../../shared/CopyButton';
import { MIME, downloadFile } from '../../../shared/download';
import { LongTextInput } from '../../../shared/LongTextInput';
import { preview } from '../../../shared/preview';
import { useErrorText } from '../../../shared/useErrorText';
import { isBoolean, isOneOf, usePersistentState } from '../../../shared/usePersistentState';

import { sortText } from './sortText';
import '../../../shared/fitChoices.css';
import { formatCount } from '../../../shared/formatCount';

const NS = 'text-dedup';
const SORTS: DedupSort[] = ['none', 'ascending', 'descending'];

export default function TextDedupTool() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [trim, setTrim] = usePersistentState(`${NS}:trim`, true, isBoolean);
  const [ignoreCase, setIgnoreCase] = usePersistentState(`${NS}:ignoreCase`, false, isBoolean);
  const [dropEmpty, setDropEmpty] = usePersistentState(`${NS}:dropEmpty`, false, isBoolean);
  const [sort, setSort] = usePersistentState<DedupSort>(`${NS}:sort`, 'none', isOneOf(SORTS));
  // Code-point order (the old behaviour, useful for identifiers) instead of the collation.
  const [codePoint, setCodePoint] = usePersistentState(`${NS}:codePoint`, false, isBoolean);
  const [text, setText] = useState('');
  const [result, setResult] = useState<DedupResult | null>(null);
  const [error, setError] = useState<ToolError | null>(null);

  useEffect(() => {
    if (text.length === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        const collate = sort !== 'none' && !codePoint;
        const coreSort = collate ? 'none' : sort;
        textDedup(text, { trim, ignoreCase, dropEmpty, sort: coreSort }, controller.signal)
          .then(async (r) =>
            collate
              ? { ...r, text: await sortText(r.text, sort === 'descending', controller.signal) }
              : r,
          )
          .then(
            (r) => {
              if (controller.signal.aborted) return;
              setResult(r);
              setError(null);
            },
            (e: unknown) => !controller.signal.aborted && setError(toToolError(e)),
          );
      },
      text.length > 100_000 ? 300 : 60,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, trim, ignoreCase, dropEmpty, sort, codePoint]);

  const n = (value: number) => formatCount(value, i18n.language);

  function edit(value: string) {
    if (value.length > MAX_TEXT_LENGTH) {
      setError(new ToolError('common.too_large', { max: String(MAX_TEXT_LENGTH) }));
      return;
    }
    setError(null);
    setText(value);
  }

  const output = text.length > 0 ? (result?.text ?? '') : '';
  return (
    <Flex vertical gap={16}>
      <LongTextInput
        value={text}
        onChange={edit}
        label={t('inputLabel')}
        placeholder={t('placeholder')}
        rows={8}
        longNotice={t('longText', { count: n(text.length) })}
      />
      <Flex wrap gap={16} align="center" role="group" aria-label={t('optionsLabel')}>
        <Checkbox checked={trim} onChange={(e) => setTrim(e.target.checked)}>
          {t('trim')}
        </Checkbox>
        <Checkbox checked={ignoreCase} onChange={(e) => setIgnoreCase(e.target.checked)}>
          {t('ignoreCase')}
        </Checkbox>
        <Checkbox checked={dropEmpty} onChange={(e) => setDropEmpty(e.target.checked)}>
          {t('dropEmpty')}
        </Checkbox>
        <Space>
          <span id="dedup-sort">{t('sort')}</span>
          <Radio.Group
            className="fit-choices"
            aria-labelledby="dedup-sort"
            value={sort}
            onChange={(e) => setSort(e.target.value as DedupSort)}
            options={SORTS.map((value) => ({ value, label: t(`sorts.${value}`) }))}
            optionType="button"
          />
          {sort !== 'none' && (
            <Checkbox checked={codePoint} onChange={(e) => setCodePoint(e.target.checked)}>
              {t('codePoint')}
            </Checkbox>
          )}
        </Space>
      </Flex>
      {error && <Alert type="error" showIcon title={errorText(error)} />}
      <Flex wrap gap={12} align="center" justify="space-between">
        <Typography.Text role="status">
          {result && text.length > 0
            ? t('summary', {
                removed: n(result.duplicates + result.empty),
                duplicates: n(result.duplicates),
                empty: n(result.empty),
                kept: n(result.kept),
                lines: n(result.lines),
              })
            : t('summaryEmpty')}
        </Typography.Text>
        <Space wrap>
          <CopyButton text={output} label={t('copy')} />
          <Button
            icon={<DownloadOutlined aria-hidden />}
            disabled={output.length === 0}
            onClick={() => downloadFile(output, t('fileName'), MIME.text)}
          >
            {t('download')}
          </Button>
          <Button
            icon={<ClearOutlined aria-hidden />}
            onClick={() => edit('')}
            disabled={text.length === 0}
          >
            {t('common:actions.clear')}
          </Button>
        </Space>
      </Flex>
      <Input.TextArea
        aria-label={t('outputLabel')}
        value={preview(output)}
        readOnly
        rows={8}
        spellCheck={false}
      />
    </Flex>
  );
}
