import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';

interface SearchInputProps {
  placeholder: string;
  onSearch: (text: string) => void;
  testId: string;
  width?: number;
}

const TYPING_PAUSE_MS = 350;

/** Searches after the user pauses typing (or presses Enter), so each keystroke is not a request. */
export function SearchInput({ placeholder, onSearch, testId, width = 320 }: SearchInputProps) {
  const [text, setText] = useState('');
  const lastSearched = useRef('');

  const searchNow = (value: string) => {
    const trimmed = value.trim();
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
