/**
 * The dashboard: one section per side-menu entry, each a grid of tiles (6 of 24 columns on wide
 * screens, gutter 48), plus a search box over titles, descriptions and keywords in both languages.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Col, Empty, Input, Row, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '../config';
import { currentLanguage } from '../i18n';
import { TOOLS } from '../tools/registry';
import { SECTIONS, type ToolMeta, type ToolText } from '../tools/types';
import { matchesQuery } from './search';
import { useDocumentTitle } from './useDocumentTitle';
import './home.css';

function Tile({ tool }: { tool: ToolMeta }) {
  const { t } = useTranslation();
  const Icon = tool.icon;
  return (
    <Link
      to={tool.path}
      className="tile"
      title={t(`tools:${tool.id}.description`)}
      data-tool={tool.id}
    >
      <span className="tile-icon" style={{ background: tool.color }} aria-hidden>
        <Icon />
      </span>
      <span className="tile-title">{t(`tools:${tool.id}.title`)}</span>
      {!tool.load && <Tag className="tile-badge">{t('home.comingSoon')}</Tag>}
    </Link>
  );
}

export function Home() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [query, setQuery] = useState('');
  useDocumentTitle();

  // Menu entries navigate to "/#<section>": scroll there, also when the hash did not change.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) return;
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [location.hash, location.key]);

  const visible = useMemo(() => {
    const texts = (id: string) =>
      ['en-US', 'zh-CN'].map((lng) => i18n.getResource(lng, 'tools', id) as ToolText | undefined);
    return TOOLS.filter((tool) => tool.tile && matchesQuery(query, texts(tool.id)));
  }, [query, i18n]);

  return (
    <div className="home">
      <div className="home-intro">
        <h1>{PRODUCT_NAME[currentLanguage()]}</h1>
        <Input
          className="home-search"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('home.searchPlaceholder')}
          aria-label={t('home.searchLabel')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {visible.length === 0 && <Empty description={t('home.noMatch', { query: query.trim() })} />}
      {SECTIONS.map((section) => {
        const tools = visible.filter((tool) => tool.section === section);
        if (tools.length === 0) return null;
        return (
          <section
            key={section}
            id={section}
            className="home-section"
            aria-labelledby={`${section}-title`}
          >
            <h2 id={`${section}-title`}>{t(`sections.${section}`)}</h2>
            <Row
              gutter={[
                { xs: 12, sm: 16, md: 24, lg: 48 },
                { xs: 12, sm: 16, md: 24 },
              ]}
            >
              {tools.map((tool) => (
                <Col key={tool.id} xs={12} md={8} lg={6}>
                  <Tile tool={tool} />
                </Col>
              ))}
            </Row>
          </section>
        );
      })}
    </div>
  );
}
