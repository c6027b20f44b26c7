"""The wiki: entries and pages composed from the knowledge table."""
