import { Chip, Group, Input } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface ChipsFieldProps {
  label: string;
  description?: string;
  choices: { value: string; label: string }[];
  defaultValue: string[];
  onChange: (chosen: string[]) => void;
  error?: ReactNode;
  /** The form path whose first control takes the focus when it is invalid (`data-path`). */
  path?: string;
}

/** A choice of several among a few, as compact chips: a group named by its label, each chip a checkbox. */
export function ChipsField({ label, description, choices, defaultValue, onChange, error, path }: ChipsFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      description={description}
      descriptionProps={{ id: descriptionId }}
      error={error}
      errorProps={{ id: errorId }}
    >
      <div role="group" aria-labelledby={labelId} aria-describedby={describedBy || undefined} data-path={path}>
        <Chip.Group multiple defaultValue={defaultValue} onChange={onChange}>
          <Group gap="xs" mt={8}>
            {choices.map((choice) => (
              <Chip key={choice.value} value={choice.value} size="sm" variant="outline">
                {choice.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
    </Input.Wrapper>
  );
}
