"""Vue 3 reactivity for Python: reactive proxies, refs, computeds, effects, watchers."""

from .computeds import Computed, ReadonlyError, computed
from .core import (
    ReactiveEffect,
    batch,
    effect,
    end_batch,
    has_changed,
    live_effect_count,
    pause_tracking,
    reset_tracking,
    start_batch,
    stop,
    untracked,
)
from .proxies import (
    ReactiveDict,
    ReactiveList,
    ReactiveObject,
    ReactiveProxy,
    ReactiveSet,
    check_proxyable,
    is_proxy,
    is_reactive,
    is_readonly,
    is_shallow,
    mark_raw,
    reactive,
    readonly,
    shallow_reactive,
    shallow_readonly,
    to_raw,
    to_reactive,
    to_readonly,
)
from .refs import Ref, is_ref, ref, shallow_ref, to_ref, to_refs, trigger_ref, unref
from .scheduler import SchedulerError, flush, has_pending_jobs, next_tick, queue_job, queue_post_job
from .scope import EffectScope, effect_scope, get_current_scope, on_scope_dispose
from .watchers import WatchHandle, traverse, watch, watch_effect, watch_post_effect, watch_sync_effect

__all__ = [
    "Computed", "EffectScope", "ReactiveDict", "ReactiveEffect", "ReactiveList", "ReactiveObject",
    "ReactiveProxy", "ReactiveSet", "ReadonlyError", "Ref", "SchedulerError", "WatchHandle",
    "batch", "check_proxyable", "computed", "effect", "effect_scope", "end_batch", "flush", "get_current_scope",
    "has_changed", "has_pending_jobs", "is_proxy", "is_reactive", "is_readonly", "is_ref",
    "is_shallow", "live_effect_count", "mark_raw", "next_tick", "on_scope_dispose",
    "pause_tracking", "queue_job", "queue_post_job", "reactive", "readonly", "ref",
    "reset_tracking", "shallow_reactive", "shallow_readonly", "shallow_ref", "start_batch",
    "stop", "to_raw", "to_reactive", "to_readonly", "to_ref", "to_refs", "traverse",
    "trigger_ref", "unref", "untracked", "watch", "watch_effect", "watch_post_effect",
    "watch_sync_effect",
]
