/**
 * UUID generator: 1 to 10,000 UUIDs (v4 by default, v1, v7), upper case and hyphen options,
 * copy all, export as .txt or as an Excel .xlsx written in the browser by the wasm core.
 * The options are remembered; the quantity is checked as it is typed.
 */
import { DownloadOutlined, FileExcelOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Form, Input, Radio, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ToolError,
  toToolError,
  uuidGenerate,
  uuidParseQuantity,
  xlsxSingleColumn,
  type UuidVersion,
} from '../../../core';
import { CopyButton } from '../../../shared/CopyButton';
import { MIME, downloadFile } from '../../../shared/download';
import { useErrorText } from '../../../shared/useErrorText';
import { useUrlState } from '../../../shared/useUrlState';
import {
  isBoolean,
  isOneOf,
  isString,
  usePersistentState,
} from '../../../shared/usePersistentState';

import { formatUuids } from './format';
import './uuid.css';
import '../../../shared/fitChoices.css';

const NS = 'uuid-generator';
const VERSIONS: UuidVersion[] = ['v4', 'v1', 'v7'];

interface Batch {
  ids: string[];
  version: UuidVersion;
}

export default function UuidGeneratorTool() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  // Options in the URL too (`#version=v7&quantity=5&uppercase=true`): a link opens the same list.
  const [version, setVersion] = useUrlState(
    'version',
    usePersistentState<UuidVersion>(`${NS}:version`, 'v4', isOneOf(VERSIONS)),
    isOneOf(VERSIONS),
    'v4',
  );
  const [quantity, setQuantity] = useUrlState(
    'quantity',
    usePersistentState(`${NS}:quantity`, '10', isString),
    isString,
    '10',
  );
  const [uppercase, setUppercase] = useUrlState(
    'uppercase',
    usePersistentState(`${NS}:uppercase`, false, isBoolean),
    isBoolean,
    false,
  );
  const [hyphens, setHyphens] = useUrlState(
    'hyphens',
    usePersistentState(`${NS}:hyphens`, true, isBoolean),
    isBoolean,
    true,
  );
  const [quantityError, setQuantityError] = useState<ToolError | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const [batch, setBatch] = useState<Batch | null>(null);
  const [exporting, setExporting] = useState(false);
  const generatedOnce = useRef(false);

  // Check the quantity as it is typed, so the message appears before pressing Generate.
  useEffect(() => {
    let stale = false;
    uuidParseQuantity(quantity).then(
      () => !stale && setQuantityError(null),
      (e: unknown) => !stale && setQuantityError(toToolError(e)),
    );
    return () => {
      stale = true;
    };
  }, [quantity]);

  async function generate() {
    setError(null);
    try {
      const count = await uuidParseQuantity(quantity);
      // Generated in the canonical form; the format options apply when shown, so that ticking
      // one changes the current list at once instead of waiting for the next Generate.
      const ids = await uuidGenerate({ version, quantity: count, uppercase: false, hyphens: true });
      setBatch({ ids, version });
    } catch (e) {
      const err = toToolError(e);
      if (err.code.startsWith('uuid.quantity')) setQuantityError(err);
      else setError(err);
    }
  }

  // Something to copy straight away on the first visit.
  useEffect(() => {
    if (generatedOnce.current) return;
    generatedOnce.current = true;
    void generate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const text = batch ? formatUuids(batch.ids, { uppercase, hyphens }) : '';
  const baseName = batch ? `${t('fileName')}-${batch.version}-${batch.ids.length}` : '';

  async function exportXlsx() {
    if (!batch) return;
    setExporting(true);
    setError(null);
    try {
      const bytes = await xlsxSingleColumn('UUID', text.split('\n'), t('sheetName'));
      downloadFile(bytes as Uint8Array<ArrayBuffer>, `${baseName}.xlsx`, MIME.xlsx);
    } catch (e) {
      setError(toToolError(e));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Flex vertical gap={16}>
      <Form layout="vertical" onFinish={() => void generate()} requiredMark={false}>
        <Flex wrap gap="0 32px" align="flex-start">
          <Form.Item
            label={t('quantity')}
            htmlFor="uuid-quantity"
            validateStatus={quantityError ? 'error' : undefined}
            help={quantityError ? errorText(quantityError) : t('quantityHelp')}
          >
            <Input
              id="uuid-quantity"
              inputMode="numeric"
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item label={t('version')}>
            <Radio.Group
              className="fit-choices"
              value={version}
              onChange={(e) => setVersion(e.target.value as UuidVersion)}
              optionType="button"
              options={VERSIONS.map((v) => ({ value: v, label: t(`versions.${v}.label`) }))}
            />
            <Typography.Paragraph type="secondary" className="uuid-version-hint">
              {t(`versions.${version}.hint`)}
            </Typography.Paragraph>
          </Form.Item>
          <Form.Item label={t('format')}>
            <Space orientation="vertical" size={4}>
              <Checkbox checked={uppercase} onChange={(e) => setUppercase(e.target.checked)}>
                {t('uppercase')}
              </Checkbox>
              <Checkbox checked={!hyphens} onChange={(e) => setHyphens(!e.target.checked)}>
                {t('noHyphens')}
              </Checkbox>
            </Space>
          </Form.Item>
        </Flex>
        <Button type="primary" htmlType="submit" icon={<ThunderboltOutlined aria-hidden />}>
          {t('generate')}
        </Button>
      </Form>

      {error && <Alert type="error" showIcon title={errorText(error)} />}

      {batch && (
        <Flex vertical gap={12}>
          <Typography.Text data-testid="uuid-summary">
            {t('summary', {
              count: batch.ids.length,
              formatted: batch.ids.length.toLocaleString(i18n.language),
              version: t(`versions.${batch.version}.label`),
            })}
          </Typography.Text>
          <Input.TextArea
            aria-label={t('output')}
            value={text}
            readOnly
            rows={12}
            spellCheck={false}
            wrap="off"
            className="uuid-output"
          />
          <Space wrap>
            <CopyButton text={text} label={t('copyAll')} />
            <Button
              icon={<DownloadOutlined aria-hidden />}
              onClick={() => downloadFile(`${text}\n`, `${baseName}.txt`, MIME.text)}
            >
              {t('exportTxt')}
            </Button>
            <Button
              icon={<FileExcelOutlined aria-hidden />}
              loading={exporting}
              onClick={() => void exportXlsx()}
            >
              {t('exportXlsx')}
            </Button>
          </Space>
        </Flex>
      )}
    </Flex>
  );
}
