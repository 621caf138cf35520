/**
 * The earnings calculator (docs/product.md#earnings-calculator): it opens on what a typical
 * participant earns (the operator's income disclosure, docs/product.md#income-disclosure), then
 * Auto Calculate, Manual Input, Flat Multiplier or Custom Levels, the 15-level statement, the four
 * tiles (the typical figure beside each projected one, the disclosure's top figure under a
 * projection above it, the company's field under the network), the level table, a growth chart,
 * Animate Network Growth (in Auto Calculate a fifth tile, the total over the projection months), an insight and the call to invite, always under the hypothetical-projection
 * statement. The last word is not the call to invite but the reality check: the projection beside
 * what participants really earned and the company's real field (income.ts).
 */
import { Button, Flex, Stack, Text } from '@chakra-ui/react';

import { useT, type MessageId } from '@/i18n';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { CalculatorIcon, UsersIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';

import {
  autoDefaults,
  autoProjection,
  customDefaults,
  customProjection,
  flatDefaults,
  flatProjection,
  insight,
  manualDefaults,
  manualProjection,
  parseCount,
  type AutoInputs,
  type FlatInputs,
  type Mode,
} from '../earnings';
import { useDisclosureRead } from '../use-disclosure-read';
import { useGrowthAnimation } from '../use-growth-animation';
import { AutoControls } from './auto-controls';
import { CustomControls } from './custom-controls';
import { EarningsDisclaimer } from './earnings-disclaimer';
import { FlatControls } from './flat-controls';
import { GrowthChart } from './growth-chart';
import { LevelSystemNote } from './level-system-note';
import { LevelTable } from './level-table';
import { ManualControls, type ManualDraft } from './manual-controls';
import { ProjectionTiles } from './projection-tiles';
import { RealityCheck } from './reality-check';
import { TypicalEarnings } from './typical-earnings';

const initialDraft: ManualDraft = {
  direct: String(manualDefaults.direct),
  indirect: String(manualDefaults.indirect),
  levels: manualDefaults.levels,
};
const clearedDraft: ManualDraft = { direct: '', indirect: '', levels: manualDefaults.levels };
const initialCustom = customDefaults.map(String);

const modes: { value: Mode; label: MessageId }[] = [
  { value: 'auto', label: 'calc.mode.auto' },
  { value: 'manual', label: 'calc.mode.manual' },
  { value: 'flat', label: 'calc.mode.flat' },
  { value: 'custom', label: 'calc.mode.custom' },
];

function ModeToggle({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const t = useT();
  return (
    <Flex role="group" aria-label={t('calc.mode.group')} gap="1" wrap="wrap">
      {modes.map((option) => (
        <Button
          key={option.value}
          size="sm"
          colorPalette="brand"
          variant={mode === option.value ? 'solid' : 'outline'}
          aria-pressed={mode === option.value}
          onClick={() => onChange(option.value)}
        >
          {t(option.label)}
        </Button>
      ))}
    </Flex>
  );
}

/** The call to invite goes to the real `/invite` route, which opens the invite panel. */
export function EarningsCalculator() {
  const t = useT();
  const [mode, setMode] = useState<Mode>('auto');
  const [auto, setAuto] = useState<AutoInputs>(autoDefaults);
  const [draft, setDraft] = useState<ManualDraft>(initialDraft);
  const [flat, setFlat] = useState<FlatInputs>(flatDefaults);
  const [custom, setCustom] = useState<string[]>(initialCustom);
  const projection = useMemo(() => {
    if (mode === 'auto') return autoProjection(auto);
    if (mode === 'flat') return flatProjection(flat);
    if (mode === 'custom') return customProjection(custom.map(parseCount));
    return manualProjection({ direct: parseCount(draft.direct), indirect: parseCount(draft.indirect), levels: draft.levels });
  }, [mode, auto, draft, flat, custom]);
  const animation = useGrowthAnimation(projection.rows.length);
  const read = useDisclosureRead();

  return (
    <Panel title={t('panel.earnings.title')} headingId="earnings-calculator" icon={CalculatorIcon} actions={<ModeToggle mode={mode} onChange={setMode} />}>
      <Stack gap="5">
        <TypicalEarnings read={read} />
        {mode === 'auto' ? <AutoControls inputs={auto} onChange={setAuto} /> : null}
        {mode === 'manual' ? <ManualControls draft={draft} onChange={setDraft} onClear={() => setDraft(clearedDraft)} /> : null}
        {mode === 'flat' ? <FlatControls inputs={flat} onChange={setFlat} /> : null}
        {mode === 'custom' ? <CustomControls drafts={custom} onChange={setCustom} onClear={() => setCustom(custom.map(() => ''))} /> : null}
        <EarningsDisclaimer />
        <LevelSystemNote />
        <ProjectionTiles projection={projection} read={read} months={mode === 'auto' ? auto.months : undefined} />
        <GrowthChart rows={projection.rows} highlighted={animation.highlighted} />
        <LevelTable rows={projection.rows} highlighted={animation.highlighted} />
        <Text color="fg.muted" data-testid="calc-insight">
          {insight(t, projection)}
        </Text>
        <Flex gap="2" wrap="wrap">
          <Button colorPalette="brand" variant="outline" onClick={animation.start} disabled={animation.running || projection.rows.length === 0}>
            {animation.running ? t('calc.animating', { level: animation.highlighted ?? 1 }) : t('calc.animate')}
          </Button>
          <Button asChild colorPalette="brand" variant="outline">
            <RouterLink to={paths.invite.getHref()}>
              <UsersIcon /> {t('calc.invite')}
            </RouterLink>
          </Button>
        </Flex>
        <RealityCheck read={read} projection={projection} />
      </Stack>
    </Panel>
  );
}
