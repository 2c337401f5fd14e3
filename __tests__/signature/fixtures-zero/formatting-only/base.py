def parse(input: str, options: dict | None = None) -> int | None:
    """Parses a value."""
    return int(input) if input else None
