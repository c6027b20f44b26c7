"""Finding passages: tokenizing, the BM25 index and (later) vectors and fusion."""
