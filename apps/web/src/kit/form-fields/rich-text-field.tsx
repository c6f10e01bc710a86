import { Input, Paper, Stack } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import type { FieldProps } from './form-field-types';
import { insertPlainText, runCommand, setFontSize, toolsOf } from './rich-text-commands';
import { RichTextToolbar } from './rich-text-toolbar';

/**
 * Formatted text kept as HTML (the server sanitises it). A small editor over the document's
 * own commands; loaded on demand with the sign editor's form.
 */
export default function RichTextField({ field, value, onChange, label, error }: FieldProps) {
  const labelId = useId();
  const editor = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const html = typeof value === 'string' ? value : '';
  useEffect(() => {
    const element = editor.current;
    // Never while typing: setting the content would move the caret to the start.
    if (element && element.innerHTML !== html && document.activeElement !== element) {
      element.innerHTML = html;
    }
  }, [html]);
  const remember = () => {
    const selection = window.getSelection();
    if (selection?.rangeCount && editor.current?.contains(selection.anchorNode)) {
      saved.current = selection.getRangeAt(0).cloneRange();
    }
  };
  const report = () => {
    if (editor.current) onChange(editor.current.innerHTML);
  };
  /** Puts the selection back (a select took the focus), acts on it, and reports the result. */
  const act = (action: () => void) => {
    const element = editor.current;
    if (!element) return;
    element.focus();
    if (saved.current) {
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(saved.current);
    }
    action();
    // The command rewrote the nodes the old range held: the next tool acts on the new ones.
    remember();
    report();
  };
  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId }}
      error={error}
      required={field.required}
    >
      <Stack gap={4}>
        <RichTextToolbar
          tools={toolsOf(field)}
          actions={{
            run: (command, argument) => act(() => runCommand(command, argument)),
            setSize: (px) => act(() => editor.current && setFontSize(editor.current, px)),
          }}
        />
        <Paper
          withBorder
          p="xs"
          mih={120}
          ref={editor}
          role="textbox"
          aria-multiline
          aria-labelledby={labelId}
          contentEditable
          suppressContentEditableWarning
          onInput={report}
          onKeyUp={remember}
          onMouseUp={remember}
          onBlur={remember}
          onPaste={(event) => {
            event.preventDefault();
            insertPlainText(event.clipboardData.getData('text/plain'));
            report();
          }}
        />
      </Stack>
    </Input.Wrapper>
  );
}
