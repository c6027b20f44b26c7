"""The toy's one interface word; every other key is shown in English."""

MESSAGES = {"search": "Ⱂⱁⰻⱄⰽ"}
