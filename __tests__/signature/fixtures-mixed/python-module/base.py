"""Storage helpers."""
from __future__ import annotations

__all__ = ["Store", "open_store"]


class Store:
    """A key-value store."""

    def __init__(self, path: str, *, readonly: bool = False) -> None:
        self.path = path

    @property
    def size(self) -> int:
        return 0

    @size.setter
    def size(self, value: int) -> None:
        pass

    @staticmethod
    def from_env(*args, **kwargs) -> Store:
        return Store("")

    @classmethod
    def default(cls) -> Store:
        return cls("")

    def get(self, key: str, *defaults, **options) -> str | None:
        return None


def open_store(path, *args, **kwargs):
    return Store(path)


def _private_helper():
    pass
