// Names a guide's code sample may use without importing or defining them:
// each language's implicitly visible names (java.lang, the Kotlin and Swift
// standard libraries, dart:core, the implicit usings of a .NET console app,
// PHP's and Ruby's core classes, Go's predeclared identifiers), plus the common
// names of the standard modules a sample imports as a whole (Foundation,
// UIKit, SwiftUI, dart:io, dart:async, dart:convert, java.util, android.*).
// Only the names the content check looks at matter: capitalised heads of calls,
// of `new` and of member accesses (Go: package names).
export type SampleLanguage = 'java' | 'kotlin' | 'swift' | 'php' | 'ruby' | 'csharp' | 'go' | 'dart';

const words = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

// `R` and `BuildConfig` are generated into an Android app's own package, visible without an import.
const JAVA_LANG = 'R BuildConfig Boolean Byte Character Class Double Enum Error Exception Float IllegalArgumentException IllegalStateException Integer InterruptedException Iterable Long Math NullPointerException Number Object Runnable Runtime RuntimeException Short String StringBuilder System Thread Throwable UnsupportedOperationException Void Override Deprecated SuppressWarnings FunctionalInterface';

export const BUILTINS: Record<SampleLanguage, Set<string>> = {
  java: words(JAVA_LANG),
  // kotlin.*, kotlin.collections, kotlin.text, kotlin.io, and java.lang on the JVM.
  kotlin: words(`${JAVA_LANG} Any Array Boolean BooleanArray ByteArray Char CharSequence Comparable Double DoubleArray Float FloatArray Int IntArray IntRange Lazy List Long LongArray Map MutableList MutableMap MutableSet Nothing Pair Regex Result Sequence Set Short String Triple Unit UInt ULong JvmStatic JvmOverloads Volatile Synchronized`),
  // The standard library, Foundation, Dispatch, UIKit and SwiftUI names samples commonly use.
  swift: words(`Any AnyObject Array Bool Character Dictionary Double Error Float Int Int64 Never Optional Result Set String Substring Task MainActor Sendable Void CaseIterable Codable Decodable Encodable Equatable Hashable Identifiable
    Bundle Calendar CharacterSet Data Date DateFormatter DispatchQueue DispatchGroup FileManager ISO8601DateFormatter JSONDecoder JSONEncoder JSONSerialization Locale NSError NSObject Notification NotificationCenter NumberFormatter ProcessInfo TimeInterval TimeZone URL URLComponents URLQueryItem URLRequest URLSession UUID UserDefaults Timer
    UIAlertAction UIAlertController UIApplication UIApplicationDelegate UIButton UIColor UIFont UIImage UIImageView UILabel UINavigationController UIResponder UIScene UISceneDelegate UIView UIViewController UIWindow UIWindowScene
    App Button Color EnvironmentObject Font Group HStack Image List NavigationView NavigationStack ObservableObject ObservedObject ProgressView Published Scene Spacer State StateObject Text View VStack WindowGroup ZStack`),
  // PHP's global classes and interfaces.
  php: words('ArrayObject DateInterval DateTime DateTimeImmutable DateTimeZone Error ErrorException Exception InvalidArgumentException JsonException LogicException RuntimeException SplFileObject Stringable Throwable TypeError ValueError stdClass CURLFile'),
  // Ruby core and the standard library's top-level constants (which `require` makes available).
  ruby: words('Array ARGV ENV Exception File Float Hash Integer IO Kernel Math Object Process Rational StandardError String Struct Symbol Thread Time ArgumentError RuntimeError KeyError TypeError NotImplementedError Comparable Enumerable'),
  // System, System.IO, System.Linq, System.Net.Http, System.Threading, System.Threading.Tasks,
  // System.Collections.Generic (a console app's implicit usings) and System.Text.Json.
  csharp: words(`Action Array ArgumentException ArgumentNullException Attribute Boolean Byte Char Console Convert DateTime DateTimeOffset Decimal Double Environment EventArgs EventHandler Exception Func Guid IDisposable Int32 Int64 InvalidOperationException Math NotImplementedException NotSupportedException Nullable Object Random String StringComparison TimeSpan Type Uri UriKind Version
    Directory File FileInfo FileStream Path Stream StreamReader StreamWriter MemoryStream Enumerable
    ByteArrayContent FormUrlEncodedContent HttpClient HttpContent HttpMethod HttpRequestMessage HttpResponseMessage MultipartFormDataContent StringContent StreamContent
    CancellationToken CancellationTokenSource Interlocked Thread Task ValueTask Dictionary HashSet KeyValuePair List Queue
    JsonDocument JsonElement JsonSerializer JsonSerializerOptions`),
  // Go's predeclared identifiers: the heads of selector expressions are package names, which must be imported.
  go: words('append cap close complex copy delete imag len make new panic print println real recover'),
  // dart:core, plus the names of dart:async, dart:convert and dart:io that samples use.
  dart: words(`BigInt Comparable DateTime Deprecated Duration Error Exception FormatException Function Future Iterable Iterator List Map MapEntry Null Object Pattern RegExp Set StackTrace StateError Stopwatch Stream String StringBuffer Symbol Type Uri ArgumentError RangeError UnimplementedError UnsupportedError bool double dynamic int num override
    Completer StreamController StreamSubscription Timer Zone
    JsonDecoder JsonEncoder Utf8Decoder Base64Codec
    Directory File HttpClient HttpServer Platform Process`),
};

/** Imports of these prefixes are the language's own library: importing one module as a whole does not make any name visible to the check (the lists above hold their names). */
export const STANDARD_MODULES: Record<SampleLanguage, RegExp> = {
  java: /^(java|javax)\./,
  kotlin: /^(java|javax|kotlin|kotlinx)\./,
  swift: /^(Foundation|UIKit|SwiftUI|Combine|Dispatch|AVFoundation|os|Security|CryptoKit)$/,
  php: /^$/,
  ruby: /^$/,
  csharp: /^System(\.|$)/,
  go: /^$/,
  dart: /^dart:/,
};
