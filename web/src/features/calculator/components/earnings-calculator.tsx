/**
 * The earnings calculator (SPEC §2, §9): Auto Calculate or Manual Input, the four tiles, the level
 * table, a growth chart, Animate Network Growth, an insight and the call to invite, always under the
 * hypothetical-projection statement.
 */
import { Button, Flex, Group, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';

import { CalculatorIcon, UsersIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';

import {
  autoDefaults,
  autoProjection,
  insight,
  manualDefaults,
  manualProjection,
  parseCount,
  type AutoInputs,
} from '../earnings';
import { useGrowthAnimation } from '../use-growth-animation';
import { AutoControls } from './auto-controls';
import { EarningsDisclaimer } from './earnings-disclaimer';
import { GrowthChart } from './growth-chart';
import { LevelTable } from './level-table';
import { ManualControls, type ManualDraft } from './manual-controls';
import { ProjectionTiles } from './projection-tiles';

type Mode = 'auto' | 'manual';

const initialDraft: ManualDraft = {
  direct: String(manualDefaults.direct),
  indirect: String(manualDefaults.indirect),
  levels: manualDefaults.levels,
};
const clearedDraft: ManualDraft = { direct: '', indirect: '', levels: manualDefaults.levels };

function ModeToggle({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const options: { value: Mode; label: string }[] = [
    { value: 'auto', label: 'Auto Calculate' },
    { value: 'manual', label: 'Manual Input' },
  ];
  return (
    <Group attached role="group" aria-label="Calculator mode">
      {options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          colorPalette="brand"
          variant={mode === option.value ? 'solid' : 'outline'}
          aria-pressed={mode === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Group>
  );
}

export function EarningsCalculator({ onInvite }: { onInvite: () => void }) {
  const [mode, setMode] = useState<Mode>('auto');
  const [auto, setAuto] = useState<AutoInputs>(autoDefaults);
  const [draft, setDraft] = useState<ManualDraft>(initialDraft);
  const projection = useMemo(
    () =>
      mode === 'auto'
        ? autoProjection(auto)
        : manualProjection({ direct: parseCount(draft.direct), indirect: parseCount(draft.indirect), levels: draft.levels }),
    [mode, auto, draft],
  );
  const animation = useGrowthAnimation(projection.rows.length);

  return (
    <Panel title="Earnings Calculator" headingId="earnings-calculator" icon={CalculatorIcon} actions={<ModeToggle mode={mode} onChange={setMode} />}>
      <Stack gap="5">
        {mode === 'auto' ? (
          <AutoControls inputs={auto} onChange={setAuto} />
        ) : (
          <ManualControls draft={draft} onChange={setDraft} onClear={() => setDraft(clearedDraft)} />
        )}
        <EarningsDisclaimer />
        <ProjectionTiles projection={projection} />
        <GrowthChart rows={projection.rows} highlighted={animation.highlighted} />
        <LevelTable rows={projection.rows} highlighted={animation.highlighted} />
        <Text color="fg.muted" data-testid="calc-insight">
          {insight(projection)}
        </Text>
        <Flex gap="2" wrap="wrap">
          <Button colorPalette="brand" variant="outline" onClick={animation.start} disabled={animation.running || projection.rows.length === 0}>
            {animation.running ? `Level ${animation.highlighted ?? ''}...` : 'Animate Network Growth'}
          </Button>
          <Button colorPalette="gold" onClick={onInvite}>
            <UsersIcon /> Invite Friends Now
          </Button>
        </Flex>
      </Stack>
    </Panel>
  );
}
