/**
 * RMB amounts in capitals (人民币大写) by the PBOC rules, and back with a check of the writing.
 * Both inputs live here, so they survive switching tabs and languages; options are remembered.
 */
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOneOf, usePersistentState } from '../../../shared/usePersistentState';
import { FromCapital } from './FromCapital';
import { ToCapital } from './ToCapital';

const NS = 'rmb-conversion';
const TABS = ['toCapital', 'fromCapital'] as const;
type Tab = (typeof TABS)[number];

export default function RmbConversionTool() {
  const { t } = useTranslation(NS);
  const [tab, setTab] = usePersistentState<Tab>(`${NS}:tab`, 'toCapital', isOneOf(TABS));
  const [amount, setAmount] = useState('');
  const [capital, setCapital] = useState('');
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as Tab)}
      items={[
        {
          key: 'toCapital',
          label: t('tabs.toCapital'),
          children: <ToCapital value={amount} onChange={setAmount} />,
        },
        {
          key: 'fromCapital',
          label: t('tabs.fromCapital'),
          children: <FromCapital value={capital} onChange={setCapital} />,
        },
      ]}
    />
  );
}
