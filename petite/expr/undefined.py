"""JavaScript's ``undefined``: the one value every module of the language needs, so it
sits below them all (``values`` re-exports it)."""

from __future__ import annotations


class UndefinedType:
    """JavaScript's ``undefined``: a falsy singleton, distinct from ``None`` (null)."""

    _instance: UndefinedType | None = None
    __slots__ = ()
    __reactive_skip__ = True  # a value, never wrapped in a reactive proxy

    def __new__(cls) -> UndefinedType:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "undefined"

    def __bool__(self) -> bool:
        return False

    def __reduce__(self) -> str:
        return "undefined"


undefined = UndefinedType()
