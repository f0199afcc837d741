"""The names the window's named access never gives (petite.window). In Chromium a name a
template reads that no scope has is looked up on the window, whose own properties come
before the page's elements by id or name, and the properties of the named-properties
object's own prototypes (EventTarget.prototype, Object.prototype) hide an element of
their name (WebIDL's named property visibility). Recorded from Chromium 156.0.0.0 on a blank
page: `Object.getOwnPropertyNames` of `window`, `Window.prototype`,
`EventTarget.prototype` and `Object.prototype`."""

WINDOW_PROPERTIES = frozenset(
    """
    AbortController AbortSignal AbstractRange AggregateError AnalyserNode Animation
    AnimationEffect AnimationEvent AnimationPlaybackEvent AnimationTimeline AnimationTrigger
    Array ArrayBuffer AsyncDisposableStack Atomics Attr Audio AudioBuffer AudioBufferSourceNode
    AudioContext AudioData AudioDestinationNode AudioListener AudioNode AudioParam AudioParamMap
    AudioProcessingEvent AudioScheduledSourceNode AudioSinkInfo AudioWorkletNode
    BackgroundFetchManager BackgroundFetchRecord BackgroundFetchRegistration BarProp
    BaseAudioContext BeforeInstallPromptEvent BeforeUnloadEvent BigInt BigInt64Array
    BigUint64Array BiquadFilterNode Blob BlobEvent Boolean BroadcastChannel
    BrowserCaptureMediaStreamTrack ByteLengthQueuingStrategy CDATASection CSPViolationReportBody
    CSS CSSAnimation CSSConditionRule CSSContainerRule CSSCounterStyleRule CSSFontFaceRule
    CSSFontFeatureValuesRule CSSFontPaletteValuesRule CSSFunctionDeclarations
    CSSFunctionDescriptors CSSFunctionRule CSSGroupingRule CSSImageValue CSSImportRule
    CSSKeyframeRule CSSKeyframesRule CSSKeywordValue CSSLayerBlockRule CSSLayerStatementRule
    CSSMarginRule CSSMathClamp CSSMathInvert CSSMathMax CSSMathMin CSSMathNegate CSSMathProduct
    CSSMathSum CSSMathValue CSSMatrixComponent CSSMediaRule CSSNamespaceRule
    CSSNestedDeclarations CSSNumericArray CSSNumericValue CSSPageRule CSSPerspective
    CSSPositionTryDescriptors CSSPositionTryRule CSSPositionValue CSSPropertyRule
    CSSPseudoElement CSSRotate CSSRule CSSRuleList CSSScale CSSScopeRule CSSSkew CSSSkewX
    CSSSkewY CSSStartingStyleRule CSSStyleDeclaration CSSStyleRule CSSStyleSheet CSSStyleValue
    CSSSupportsRule CSSTransformComponent CSSTransformValue CSSTransition CSSTranslate
    CSSUnitValue CSSUnparsedValue CSSVariableReferenceValue CSSViewTransitionRule
    CanvasCaptureMediaStreamTrack CanvasGradient CanvasPattern CanvasRenderingContext2D
    CaretPosition ChannelMergerNode ChannelSplitterNode ChapterInformation
    CharacterBoundsUpdateEvent CharacterData ClipboardEvent CloseEvent CloseWatcher CommandEvent
    Comment CompositionEvent CompressionStream ConstantSourceNode
    ContentVisibilityAutoStateChangeEvent ConvolverNode CountQueuingStrategy CrashReportContext
    CropTarget Crypto CustomElementRegistry CustomEvent CustomStateSet DOMError DOMException
    DOMImplementation DOMMatrix DOMMatrixReadOnly DOMParser DOMPoint DOMPointReadOnly DOMQuad
    DOMRect DOMRectList DOMRectReadOnly DOMStringList DOMStringMap DOMTokenList DataTransfer
    DataTransferItem DataTransferItemList DataView Date DecompressionStream DelayNode
    DelegatedInkTrailPresenter DisposableStack Document DocumentFragment
    DocumentPictureInPictureEvent DocumentTimeline DocumentType DragEvent DynamicsCompressorNode
    EditContext Element ElementInternals EncodedAudioChunk EncodedVideoChunk Error ErrorEvent
    EvalError Event EventCounts EventSource EventTarget External FeaturePolicy Fence
    FencedFrameConfig File FileList FileReader FinalizationRegistry Float16Array Float32Array
    Float64Array FocusEvent FontFace FontFaceSet FontFaceSetLoadEvent FormData FormDataEvent
    FragmentDirective Function GainNode Gamepad GamepadButton GamepadEvent GamepadHapticActuator
    Geolocation GeolocationCoordinates GeolocationPosition GeolocationPositionError
    HTMLAllCollection HTMLAnchorElement HTMLAreaElement HTMLAudioElement HTMLBRElement
    HTMLBaseElement HTMLBodyElement HTMLButtonElement HTMLCameraElement HTMLCanvasElement
    HTMLCollection HTMLDListElement HTMLDataElement HTMLDataListElement HTMLDetailsElement
    HTMLDialogElement HTMLDirectoryElement HTMLDivElement HTMLDocument HTMLElement
    HTMLEmbedElement HTMLFencedFrameElement HTMLFieldSetElement HTMLFontElement
    HTMLFormControlsCollection HTMLFormElement HTMLFrameElement HTMLFrameSetElement
    HTMLGeolocationElement HTMLHRElement HTMLHeadElement HTMLHeadingElement HTMLHtmlElement
    HTMLIFrameElement HTMLImageElement HTMLInputElement HTMLLIElement HTMLLabelElement
    HTMLLegendElement HTMLLinkElement HTMLMapElement HTMLMarqueeElement HTMLMediaElement
    HTMLMenuElement HTMLMetaElement HTMLMeterElement HTMLMicrophoneElement HTMLModElement
    HTMLOListElement HTMLObjectElement HTMLOptGroupElement HTMLOptionElement
    HTMLOptionsCollection HTMLOutputElement HTMLParagraphElement HTMLParamElement
    HTMLPictureElement HTMLPreElement HTMLProgressElement HTMLQuoteElement HTMLScriptElement
    HTMLSelectElement HTMLSelectedContentElement HTMLSlotElement HTMLSourceElement
    HTMLSpanElement HTMLStyleElement HTMLTableCaptionElement HTMLTableCellElement
    HTMLTableColElement HTMLTableElement HTMLTableRowElement HTMLTableSectionElement
    HTMLTemplateElement HTMLTextAreaElement HTMLTimeElement HTMLTitleElement HTMLTrackElement
    HTMLUListElement HTMLUnknownElement HTMLUserMediaElement HTMLVideoElement HashChangeEvent
    Headers Highlight HighlightRegistry History IDBCursor IDBCursorWithValue IDBDatabase
    IDBFactory IDBIndex IDBKeyRange IDBObjectStore IDBOpenDBRequest IDBRecord IDBRequest
    IDBTransaction IDBVersionChangeEvent IIRFilterNode IdleDeadline Image ImageBitmap
    ImageBitmapRenderingContext ImageData Infinity Ink InputDeviceCapabilities InputDeviceInfo
    InputEvent Int16Array Int32Array Int8Array IntegrityViolationReportBody
    InteractionContentfulPaint InterestEvent IntersectionObserver IntersectionObserverEntry Intl
    Iterator JSON KeyboardEvent KeyframeEffect LargestContentfulPaint LaunchParams LaunchQueue
    LayoutShift LayoutShiftAttribution Location Map Math MathMLElement MediaCapabilities
    MediaElementAudioSourceNode MediaEncryptedEvent MediaError MediaList MediaMetadata
    MediaQueryList MediaQueryListEvent MediaRecorder MediaSession MediaSource MediaSourceHandle
    MediaStream MediaStreamAudioDestinationNode MediaStreamAudioSourceNode MediaStreamEvent
    MediaStreamTrack MediaStreamTrackAudioStats MediaStreamTrackEvent MediaStreamTrackGenerator
    MediaStreamTrackProcessor MediaStreamTrackVideoStats MessageChannel MessageEvent MessagePort
    MimeType MimeTypeArray MouseEvent MutationObserver MutationRecord NaN NamedNodeMap
    NavigateEvent Navigation NavigationActivation NavigationCurrentEntryChangeEvent
    NavigationDestination NavigationHistoryEntry NavigationPrecommitController
    NavigationTransition Navigator NavigatorUAData NetworkInformation Node NodeFilter
    NodeIterator NodeList NodeRange NotRestoredReasonDetails NotRestoredReasons Notification
    Number Object Observable OfflineAudioCompletionEvent OfflineAudioContext OffscreenCanvas
    OffscreenCanvasRenderingContext2D OpaqueRange Option Origin OscillatorNode
    OverconstrainedError PERSISTENT PageRevealEvent PageSwapEvent PageTransitionEvent PannerNode
    Path2D Performance PerformanceElementTiming PerformanceEntry PerformanceEventTiming
    PerformanceLongAnimationFrameTiming PerformanceLongTaskTiming PerformanceMark
    PerformanceMeasure PerformanceNavigation PerformanceNavigationTiming PerformanceObserver
    PerformanceObserverEntryList PerformancePaintTiming PerformanceResourceTiming
    PerformanceScriptTiming PerformanceServerTiming PerformanceSoftNavigation PerformanceTiming
    PerformanceTimingConfidence PeriodicSyncManager PeriodicWave PermissionStatus Permissions
    PermissionsPolicy PictureInPictureEvent PictureInPictureWindow Plugin PluginArray
    PointerEvent PopStateEvent ProcessingInstruction Profiler ProgressEvent Promise
    PromiseRejectionEvent Proxy PushManager PushSubscription PushSubscriptionOptions
    QuotaExceededError RTCCertificate RTCDTMFSender RTCDTMFToneChangeEvent RTCDataChannel
    RTCDataChannelEvent RTCDtlsTransport RTCEncodedAudioFrame RTCEncodedVideoFrame RTCError
    RTCErrorEvent RTCIceCandidate RTCIceTransport RTCPeerConnection
    RTCPeerConnectionIceErrorEvent RTCPeerConnectionIceEvent RTCRtpReceiver
    RTCRtpScriptTransform RTCRtpSender RTCRtpTransceiver RTCSctpTransport RTCSessionDescription
    RTCStatsReport RTCTrackEvent RadioNodeList Range RangeError ReadableByteStreamController
    ReadableStream ReadableStreamBYOBReader ReadableStreamBYOBRequest
    ReadableStreamDefaultController ReadableStreamDefaultReader ReferenceError Reflect RegExp
    RemotePlayback ReportBody ReportingObserver Request ResizeObserver ResizeObserverEntry
    ResizeObserverSize Response RestrictionTarget SVGAElement SVGAngle SVGAnimateElement
    SVGAnimateMotionElement SVGAnimateTransformElement SVGAnimatedAngle SVGAnimatedBoolean
    SVGAnimatedEnumeration SVGAnimatedInteger SVGAnimatedLength SVGAnimatedLengthList
    SVGAnimatedNumber SVGAnimatedNumberList SVGAnimatedPreserveAspectRatio SVGAnimatedRect
    SVGAnimatedString SVGAnimatedTransformList SVGAnimationElement SVGCircleElement
    SVGClipPathElement SVGComponentTransferFunctionElement SVGDefsElement SVGDescElement
    SVGElement SVGEllipseElement SVGFEBlendElement SVGFEColorMatrixElement
    SVGFEComponentTransferElement SVGFECompositeElement SVGFEConvolveMatrixElement
    SVGFEDiffuseLightingElement SVGFEDisplacementMapElement SVGFEDistantLightElement
    SVGFEDropShadowElement SVGFEFloodElement SVGFEFuncAElement SVGFEFuncBElement
    SVGFEFuncGElement SVGFEFuncRElement SVGFEGaussianBlurElement SVGFEImageElement
    SVGFEMergeElement SVGFEMergeNodeElement SVGFEMorphologyElement SVGFEOffsetElement
    SVGFEPointLightElement SVGFESpecularLightingElement SVGFESpotLightElement SVGFETileElement
    SVGFETurbulenceElement SVGFilterElement SVGForeignObjectElement SVGGElement
    SVGGeometryElement SVGGradientElement SVGGraphicsElement SVGImageElement SVGLength
    SVGLengthList SVGLineElement SVGLinearGradientElement SVGMPathElement SVGMarkerElement
    SVGMaskElement SVGMatrix SVGMetadataElement SVGNumber SVGNumberList SVGPathElement
    SVGPatternElement SVGPoint SVGPointList SVGPolygonElement SVGPolylineElement
    SVGPreserveAspectRatio SVGRadialGradientElement SVGRect SVGRectElement SVGSVGElement
    SVGScriptElement SVGSetElement SVGStopElement SVGStringList SVGStyleElement SVGSwitchElement
    SVGSymbolElement SVGTSpanElement SVGTextContentElement SVGTextElement SVGTextPathElement
    SVGTextPositioningElement SVGTitleElement SVGTransform SVGTransformList SVGUnitTypes
    SVGUseElement SVGViewElement Sanitizer Scheduler Scheduling Screen ScreenOrientation
    ScriptProcessorNode ScrollTimeline SecurityPolicyViolationEvent Selection Set ShadowRoot
    SharedWorker SnapEvent SourceBuffer SourceBufferList SpeechGrammar SpeechGrammarList
    SpeechRecognition SpeechRecognitionErrorEvent SpeechRecognitionEvent SpeechSynthesis
    SpeechSynthesisErrorEvent SpeechSynthesisEvent SpeechSynthesisUtterance SpeechSynthesisVoice
    StaticRange StereoPannerNode Storage StorageEvent String StylePropertyMap
    StylePropertyMapReadOnly StyleSheet StyleSheetList SubmitEvent Subscriber SuppressedError
    Symbol SyncManager SyntaxError TEMPORARY TaskAttributionTiming TaskController
    TaskPriorityChangeEvent TaskSignal Temporal Text TextDecoder TextDecoderStream TextEncoder
    TextEncoderStream TextEvent TextFormat TextFormatUpdateEvent TextMetrics TextTrack
    TextTrackCue TextTrackCueList TextTrackList TextUpdateEvent TimeRanges TimelineTrigger
    TimelineTriggerRange TimelineTriggerRangeList ToggleEvent Touch TouchEvent TouchList
    TrackEvent TransformStream TransformStreamDefaultController TransitionEvent TreeWalker
    TrustedHTML TrustedScript TrustedScriptURL TrustedTypePolicy TrustedTypePolicyFactory
    TypeError UIEvent URIError URL URLPattern URLSearchParams Uint16Array Uint32Array Uint8Array
    Uint8ClampedArray UserActivation VTTCue ValidityState VideoColorSpace VideoFrame
    VideoPlaybackQuality ViewTimeline ViewTransition ViewTransitionTypeSet Viewport
    VirtualKeyboardGeometryChangeEvent VisibilityStateEntry VisualViewport WaveShaperNode
    WeakMap WeakRef WeakSet WebAssembly WebGL2RenderingContext WebGLActiveInfo WebGLBuffer
    WebGLContextEvent WebGLFramebuffer WebGLObject WebGLProgram WebGLQuery WebGLRenderbuffer
    WebGLRenderingContext WebGLSampler WebGLShader WebGLShaderPrecisionFormat WebGLSync
    WebGLTexture WebGLTransformFeedback WebGLUniformLocation WebGLVertexArrayObject
    WebKitCSSMatrix WebKitMutationObserver WebSocket WebSocketError WebSocketStream WheelEvent
    Window WindowControlsOverlay WindowControlsOverlayGeometryChangeEvent Worker WritableStream
    WritableStreamDefaultController WritableStreamDefaultWriter XMLDocument XMLHttpRequest
    XMLHttpRequestEventTarget XMLHttpRequestUpload XMLSerializer XPathEvaluator XPathExpression
    XPathResult XSLTProcessor __defineGetter__ __defineSetter__ __lookupGetter__
    __lookupSetter__ __proto__ addEventListener alert atob blur btoa cancelAnimationFrame
    cancelIdleCallback captureEvents chrome clearInterval clearTimeout clientInformation close
    closed confirm console constructor crashReport createImageBitmap credentialless
    crossOriginIsolated crypto customElements decodeURI decodeURIComponent devicePixelRatio
    dispatchEvent document encodeURI encodeURIComponent escape eval event external fence fetch
    find focus frameElement frames getComputedStyle getSelection globalThis hasOwnProperty
    history indexedDB innerHeight innerWidth isFinite isNaN isPrototypeOf isSecureContext
    launchQueue length localStorage location locationbar matchMedia menubar moveBy moveTo name
    navigation navigator offscreenBuffering onabort onafterprint onanimationcancel
    onanimationend onanimationiteration onanimationstart onappinstalled onauxclick onbeforeinput
    onbeforeinstallprompt onbeforematch onbeforeprint onbeforetoggle onbeforeunload
    onbeforexrselect onblur oncancel oncanplay oncanplaythrough onchange onclick onclose
    oncommand oncontentvisibilityautostatechange oncontextlost oncontextmenu oncontextrestored
    oncuechange ondblclick ondrag ondragend ondragenter ondragleave ondragover ondragstart
    ondrop ondurationchange onemptied onended onerror onfocus onformdata ongamepadconnected
    ongamepaddisconnected ongotpointercapture onhashchange oninput oninvalid onkeydown
    onkeypress onkeyup onlanguagechange onload onloadeddata onloadedmetadata onloadstart
    onlostpointercapture onmessage onmessageerror onmousedown onmouseenter onmouseleave
    onmousemove onmouseout onmouseover onmouseup onmousewheel onoffline ononline onpagehide
    onpagereveal onpageshow onpageswap onpause onplay onplaying onpointercancel onpointerdown
    onpointerenter onpointerleave onpointermove onpointerout onpointerover onpointerup
    onpopstate onprogress onratechange onrejectionhandled onreset onresize onscroll onscrollend
    onscrollsnapchange onscrollsnapchanging onsearch onsecuritypolicyviolation onseeked
    onseeking onselect onselectionchange onselectstart onslotchange onstalled onstorage onsubmit
    onsuspend ontimeupdate ontoggle ontransitioncancel ontransitionend ontransitionrun
    ontransitionstart onunhandledrejection onunload onvolumechange onwaiting
    onwebkitanimationend onwebkitanimationiteration onwebkitanimationstart onwebkittransitionend
    onwheel open opener origin originAgentCluster outerHeight outerWidth pageXOffset pageYOffset
    parent parseFloat parseInt performance personalbar postMessage print prompt
    propertyIsEnumerable queueMicrotask releaseEvents removeEventListener reportError
    requestAnimationFrame requestIdleCallback requestResize resizeBy resizeTo scheduler screen
    screenLeft screenTop screenX screenY scroll scrollBy scrollTo scrollX scrollY scrollbars
    self sessionStorage setInterval setTimeout speechSynthesis status statusbar stop
    structuredClone styleMedia toLocaleString toString toolbar top trustedTypes undefined
    unescape valueOf viewport visualViewport webkitCancelAnimationFrame webkitMediaStream
    webkitRTCPeerConnection webkitRequestAnimationFrame webkitRequestFileSystem
    webkitResolveLocalFileSystemURL webkitSpeechGrammar webkitSpeechGrammarList
    webkitSpeechRecognition webkitSpeechRecognitionError webkitSpeechRecognitionEvent webkitURL
    when window
    """.split()
)
