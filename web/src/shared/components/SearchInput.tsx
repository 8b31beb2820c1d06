import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';

interface SearchInputProps {
  placeholder: string;
  /** The search in force (e.g. from the URL); the box follows it when it changes elsewhere, as on Back. */
  value?: string;
  onSearch: (text: string) => void;
  testId: string;
  width?: number;
}

const TYPING_PAUSE_MS = 350;

/** Searches after the user pauses typing (or presses Enter), so each keystroke is not a request. */
export function SearchInput({ placeholder, value = '', onSearch, testId, width = 320 }: SearchInputProps) {
  const [text, setText] = useState(value);
  const lastSearched = useRef(value);

  useEffect(() => {
    if (value === lastSearched.current) return;
    lastSearched.current = value;
    setText(value);
  }, [value]);

  const searchNow = (typed: string) => {
    const trimmed = typed.trim();
    if (trimmed === lastSearched.current) return;
    lastSearched.current = trimmed;
    onSearch(trimmed);
  };

  useEffect(() => {
    const timer = window.setTimeout(() => searchNow(text), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
    // Only the typed text restarts the pause; searchNow reads the latest callback anyway.
  }, [text]);

  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={searchNow}
      style={{ width, maxWidth: '100%' }}
      data-testid={testId}
    />
  );
}
