"""`fn.length` of the built-in functions, by owner and name, as Chromium gives them
(recorded by tests/conformance/record_builtin_lengths.py; do not edit)."""

LENGTHS: dict[str, dict[str, int]] = {
    "Array": {
        "from": 1, "isArray": 1, "of": 0
    },
    "Array.prototype": {
        "at": 1, "concat": 1, "copyWithin": 2, "entries": 0, "every": 1, "fill": 1, "filter": 1, "find": 1,
        "findIndex": 1, "findLast": 1, "findLastIndex": 1, "flat": 0, "flatMap": 1, "forEach": 1,
        "hasOwnProperty": 1, "includes": 1, "indexOf": 1, "join": 1, "keys": 0, "lastIndexOf": 1, "map":
        1, "pop": 0, "propertyIsEnumerable": 1, "push": 1, "reduce": 1, "reduceRight": 1, "reverse": 0,
        "shift": 0, "slice": 2, "some": 1, "sort": 1, "splice": 2, "toLocaleString": 0, "toReversed": 0,
        "toSorted": 1, "toSpliced": 2, "toString": 0, "unshift": 1, "valueOf": 0, "values": 0, "with": 2
    },
    "ArrayBuffer": {
        "isView": 1
    },
    "BigInt": {
        "asIntN": 2, "asUintN": 2
    },
    "Boolean.prototype": {
        "hasOwnProperty": 1, "propertyIsEnumerable": 1, "toLocaleString": 0, "toString": 0, "valueOf": 0
    },
    "Date": {
        "UTC": 7, "now": 0, "parse": 1
    },
    "Float32Array": {
        "from": 1, "of": 0
    },
    "Float64Array": {
        "from": 1, "of": 0
    },
    "Function.prototype": {
        "apply": 2, "bind": 1, "call": 1, "hasOwnProperty": 1, "propertyIsEnumerable": 1, "toLocaleString": 0,
        "toString": 0, "valueOf": 0
    },
    "Int16Array": {
        "from": 1, "of": 0
    },
    "Int32Array": {
        "from": 1, "of": 0
    },
    "Int8Array": {
        "from": 1, "of": 0
    },
    "Intl": {
        "Collator": 0, "DateTimeFormat": 0, "ListFormat": 0, "NumberFormat": 0, "PluralRules": 0,
        "RelativeTimeFormat": 0, "getCanonicalLocales": 1
    },
    "JSON": {
        "parse": 2, "stringify": 3
    },
    "Map": {
        "groupBy": 2
    },
    "Math": {
        "abs": 1, "acos": 1, "asin": 1, "atan": 1, "atan2": 2, "cbrt": 1, "ceil": 1, "clz32": 1, "cos": 1,
        "cosh": 1, "exp": 1, "expm1": 1, "floor": 1, "fround": 1, "hypot": 2, "imul": 2, "log": 1,
        "log10": 1, "log1p": 1, "log2": 1, "max": 2, "min": 2, "pow": 2, "random": 0, "round": 1,
        "sign": 1, "sin": 1, "sinh": 1, "sqrt": 1, "tan": 1, "tanh": 1, "trunc": 1
    },
    "Number": {
        "isFinite": 1, "isInteger": 1, "isNaN": 1, "isSafeInteger": 1, "parseFloat": 1, "parseInt": 2
    },
    "Number.prototype": {
        "hasOwnProperty": 1, "propertyIsEnumerable": 1, "toExponential": 1, "toFixed": 1, "toLocaleString": 0,
        "toPrecision": 1, "toString": 1, "valueOf": 0
    },
    "Object": {
        "assign": 2, "create": 2, "defineProperties": 2, "defineProperty": 3, "entries": 1, "freeze": 1,
        "fromEntries": 1, "getOwnPropertyDescriptor": 2, "getOwnPropertyDescriptors": 1,
        "getOwnPropertyNames": 1, "getOwnPropertySymbols": 1, "getPrototypeOf": 1, "groupBy": 2,
        "hasOwn": 2, "is": 2, "isExtensible": 1, "isFrozen": 1, "isSealed": 1, "keys": 1,
        "preventExtensions": 1, "seal": 1, "setPrototypeOf": 2, "values": 1
    },
    "Object.prototype": {
        "hasOwnProperty": 1, "propertyIsEnumerable": 1, "toLocaleString": 0, "toString": 0, "valueOf": 0
    },
    "Promise": {
        "all": 1, "allSettled": 1, "any": 1, "race": 1, "reject": 1, "resolve": 1
    },
    "Reflect": {
        "apply": 3, "construct": 2, "defineProperty": 3, "deleteProperty": 2, "get": 2,
        "getOwnPropertyDescriptor": 2, "getPrototypeOf": 1, "has": 2, "isExtensible": 1, "ownKeys": 1,
        "preventExtensions": 1, "set": 3, "setPrototypeOf": 2
    },
    "String": {
        "fromCharCode": 1, "fromCodePoint": 1, "raw": 1
    },
    "String.prototype": {
        "at": 1, "charAt": 1, "charCodeAt": 1, "codePointAt": 1, "concat": 1, "endsWith": 1, "hasOwnProperty":
        1, "includes": 1, "indexOf": 1, "isWellFormed": 0, "lastIndexOf": 1, "localeCompare": 1,
        "match": 1, "matchAll": 1, "normalize": 0, "padEnd": 1, "padStart": 1, "propertyIsEnumerable":
        1, "repeat": 1, "replace": 2, "replaceAll": 2, "search": 1, "slice": 2, "split": 2,
        "startsWith": 1, "substr": 2, "substring": 2, "toLocaleLowerCase": 0, "toLocaleString": 0,
        "toLocaleUpperCase": 0, "toLowerCase": 0, "toString": 0, "toUpperCase": 0, "toWellFormed": 0,
        "trim": 0, "trimEnd": 0, "trimLeft": 0, "trimRight": 0, "trimStart": 0, "valueOf": 0
    },
    "Symbol": {
        "for": 1, "keyFor": 1
    },
    "URL": {
        "canParse": 1, "parse": 1
    },
    "Uint16Array": {
        "from": 1, "of": 0
    },
    "Uint32Array": {
        "from": 1, "of": 0
    },
    "Uint8Array": {
        "from": 1, "of": 0
    },
    "Uint8Array.prototype": {
        "at": 1, "copyWithin": 2, "entries": 0, "every": 1, "fill": 1, "filter": 1, "find": 1, "findIndex": 1,
        "findLast": 1, "findLastIndex": 1, "forEach": 1, "includes": 1, "indexOf": 1, "join": 1, "keys":
        0, "lastIndexOf": 1, "map": 1, "reduce": 1, "reduceRight": 1, "reverse": 0, "set": 1, "slice":
        2, "some": 1, "sort": 1, "subarray": 2, "toLocaleString": 0, "toReversed": 0, "toSorted": 1,
        "toString": 0, "values": 0, "with": 2
    },
    "Uint8ClampedArray": {
        "from": 1, "of": 0
    },
    "console": {
        "debug": 0, "error": 0, "info": 0, "log": 0, "warn": 0
    },
    "crypto": {
        "getRandomValues": 1
    },
    "globalThis": {
        "AggregateError": 2, "Array": 1, "ArrayBuffer": 1, "Attr": 0, "Audio": 0, "BigInt": 1, "Boolean": 1,
        "CSSStyleDeclaration": 0, "CharacterData": 0, "CommandEvent": 1, "Comment": 0, "CustomEvent": 1,
        "DOMStringMap": 0, "DOMTokenList": 0, "DataView": 1, "Date": 7, "Document": 0,
        "DocumentFragment": 0, "Element": 0, "Error": 1, "EvalError": 1, "Event": 1, "EventTarget": 0,
        "Float32Array": 3, "Float64Array": 3, "FocusEvent": 1, "FormData": 0, "Function": 1,
        "HTMLAnchorElement": 0, "HTMLAreaElement": 0, "HTMLAudioElement": 0, "HTMLBRElement": 0,
        "HTMLBaseElement": 0, "HTMLBodyElement": 0, "HTMLButtonElement": 0, "HTMLCanvasElement": 0,
        "HTMLCollection": 0, "HTMLDListElement": 0, "HTMLDataElement": 0, "HTMLDataListElement": 0,
        "HTMLDetailsElement": 0, "HTMLDialogElement": 0, "HTMLDirectoryElement": 0, "HTMLDivElement": 0,
        "HTMLDocument": 0, "HTMLElement": 0, "HTMLEmbedElement": 0, "HTMLFieldSetElement": 0,
        "HTMLFontElement": 0, "HTMLFormControlsCollection": 0, "HTMLFormElement": 0, "HTMLFrameElement":
        0, "HTMLFrameSetElement": 0, "HTMLHRElement": 0, "HTMLHeadElement": 0, "HTMLHeadingElement": 0,
        "HTMLHtmlElement": 0, "HTMLIFrameElement": 0, "HTMLImageElement": 0, "HTMLInputElement": 0,
        "HTMLLIElement": 0, "HTMLLabelElement": 0, "HTMLLegendElement": 0, "HTMLLinkElement": 0,
        "HTMLMapElement": 0, "HTMLMarqueeElement": 0, "HTMLMediaElement": 0, "HTMLMenuElement": 0,
        "HTMLMetaElement": 0, "HTMLMeterElement": 0, "HTMLModElement": 0, "HTMLOListElement": 0,
        "HTMLObjectElement": 0, "HTMLOptGroupElement": 0, "HTMLOptionElement": 0,
        "HTMLOptionsCollection": 0, "HTMLOutputElement": 0, "HTMLParagraphElement": 0,
        "HTMLParamElement": 0, "HTMLPictureElement": 0, "HTMLPreElement": 0, "HTMLProgressElement": 0,
        "HTMLQuoteElement": 0, "HTMLScriptElement": 0, "HTMLSelectElement": 0, "HTMLSlotElement": 0,
        "HTMLSourceElement": 0, "HTMLSpanElement": 0, "HTMLStyleElement": 0, "HTMLTableCaptionElement":
        0, "HTMLTableCellElement": 0, "HTMLTableColElement": 0, "HTMLTableElement": 0,
        "HTMLTableRowElement": 0, "HTMLTableSectionElement": 0, "HTMLTemplateElement": 0,
        "HTMLTextAreaElement": 0, "HTMLTimeElement": 0, "HTMLTitleElement": 0, "HTMLTrackElement": 0,
        "HTMLUListElement": 0, "HTMLUnknownElement": 0, "HTMLVideoElement": 0, "HashChangeEvent": 1,
        "History": 0, "Image": 0, "InputEvent": 1, "Int16Array": 3, "Int32Array": 3, "Int8Array": 3,
        "KeyboardEvent": 1, "Location": 0, "Map": 0, "MathMLElement": 0, "MouseEvent": 1,
        "NamedNodeMap": 0, "Node": 0, "NodeList": 0, "Number": 1, "Object": 1, "Option": 0,
        "PointerEvent": 1, "PopStateEvent": 1, "Promise": 1, "RadioNodeList": 0, "RangeError": 1,
        "ReferenceError": 1, "RegExp": 2, "SVGAElement": 0, "SVGCircleElement": 0, "SVGClipPathElement":
        0, "SVGDefsElement": 0, "SVGDescElement": 0, "SVGElement": 0, "SVGEllipseElement": 0,
        "SVGFilterElement": 0, "SVGForeignObjectElement": 0, "SVGGElement": 0, "SVGGeometryElement": 0,
        "SVGGradientElement": 0, "SVGGraphicsElement": 0, "SVGImageElement": 0, "SVGLineElement": 0,
        "SVGLinearGradientElement": 0, "SVGMarkerElement": 0, "SVGMaskElement": 0, "SVGMetadataElement":
        0, "SVGPathElement": 0, "SVGPatternElement": 0, "SVGPolygonElement": 0, "SVGPolylineElement": 0,
        "SVGRadialGradientElement": 0, "SVGRectElement": 0, "SVGSVGElement": 0, "SVGScriptElement": 0,
        "SVGStopElement": 0, "SVGStyleElement": 0, "SVGSwitchElement": 0, "SVGSymbolElement": 0,
        "SVGTSpanElement": 0, "SVGTextContentElement": 0, "SVGTextElement": 0, "SVGTextPathElement": 0,
        "SVGTextPositioningElement": 0, "SVGTitleElement": 0, "SVGUseElement": 0, "SVGViewElement": 0,
        "Set": 0, "Storage": 0, "String": 1, "SubmitEvent": 1, "Symbol": 0, "SyntaxError": 1, "Text": 0,
        "TextDecoder": 0, "TextEncoder": 0, "ToggleEvent": 1, "TypeError": 1, "UIEvent": 1, "URIError":
        1, "URL": 1, "URLSearchParams": 0, "Uint16Array": 3, "Uint32Array": 3, "Uint8Array": 3,
        "Uint8ClampedArray": 3, "WeakMap": 0, "WeakRef": 1, "WeakSet": 0, "WheelEvent": 1, "Window": 0,
        "atob": 1, "btoa": 1, "cancelAnimationFrame": 1, "cancelIdleCallback": 1, "clearInterval": 0, "clearTimeout": 0,
        "decodeURI": 1, "decodeURIComponent": 1, "encodeURI": 1, "encodeURIComponent": 1, "escape": 1,
        "isFinite": 1, "isNaN": 1, "matchMedia": 1, "parseFloat": 1, "parseInt": 2, "queueMicrotask": 1,
        "requestAnimationFrame": 1, "requestIdleCallback": 1, "setInterval": 1, "setTimeout": 1, "structuredClone": 1, "unescape":
        1
    },
    "performance": {
        "now": 0
    },
}
