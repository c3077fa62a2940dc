#include "jsonscan.h"

#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace Ei::Core {

namespace {

bool isWhitespace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}

bool isContinuation(unsigned char c)
{
    return (c & 0xC0) == 0x80;
}

void appendUtf8(QByteArray &out, unsigned cp)
{
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

} // namespace

const char *JsonScanner::skipWhitespace(const char *p)
{
    const char *start = p;
    while (p < m_end && isWhitespace(*p)) {
        m_newlines += *p == '\n';
        ++p;
    }
    m_whitespace += p - start;
    return p;
}

const char *JsonScanner::value(const char *p, int depth)
{
    if (p >= m_end) {
        return needMore();
    }
    switch (*p) {
    case '{':
    case '[':
        return container(p, depth + 1);
    case '"':
        return string(p);
    case 't':
        return literal(p, "true", 4);
    case 'f':
        return literal(p, "false", 5);
    case 'n':
        return literal(p, "null", 4);
    default:
        if (*p == '-' || (*p >= '0' && *p <= '9')) {
            return number(p);
        }
        return fail(p, "an unexpected character where a value should be");
    }
}

const char *JsonScanner::container(const char *p, int depth)
{
    if (depth > kMaxDepth) {
        return fail(p, "values nested too deeply");
    }
    const bool object = *p == '{';
    const char close = object ? '}' : ']';
    p = skipWhitespace(p + 1);
    if (p >= m_end) {
        return needMore();
    }
    if (*p == close) {
        return p + 1;
    }
    for (;;) {
        if (object) {
            if (*p != '"') {
                return fail(p, "a member name that is not a string");
            }
            if (!(p = string(p))) {
                return nullptr;
            }
            p = skipWhitespace(p);
            if (p >= m_end) {
                return needMore();
            }
            if (*p != ':') {
                return fail(p, "a missing ':' after a member name");
            }
            p = skipWhitespace(p + 1);
        }
        if (!(p = value(p, depth))) {
            return nullptr;
        }
        p = skipWhitespace(p);
        if (p >= m_end) {
            return needMore();
        }
        if (*p == close) {
            return p + 1;
        }
        if (*p != ',') {
            return fail(p, object ? "a missing ',' or '}' in an object" : "a missing ',' or ']' in an array");
        }
        p = skipWhitespace(p + 1);
        if (p >= m_end) {
            return needMore();
        }
    }
}

const char *JsonScanner::string(const char *p)
{
    ++p; // the opening quote
    for (;;) {
#if defined(__SSE2__)
        // Sixteen bytes at a time until a quote, a backslash, a control character or a non-ASCII
        // byte (a signed compare below 0x20 catches both of the latter).
        const __m128i quote = _mm_set1_epi8('"');
        const __m128i backslash = _mm_set1_epi8('\\');
        const __m128i space = _mm_set1_epi8(0x20);
        while (m_end - p >= 16) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
            const __m128i special =
                _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)),
                             _mm_cmplt_epi8(v, space));
            const int mask = _mm_movemask_epi8(special);
            if (mask != 0) {
                p += __builtin_ctz(unsigned(mask));
                break;
            }
            p += 16;
        }
#endif
        if (p >= m_end) {
            return needMore();
        }
        const auto c = static_cast<unsigned char>(*p);
        if (c == '"') {
            return p + 1;
        }
        if (c == '\\') {
            unsigned codePoint = 0;
            if (!(p = escape(p, codePoint))) {
                return nullptr;
            }
            if (codePoint >= 0xDC00 && codePoint <= 0xDFFF) {
                return fail(p, "a \\u escape of a low surrogate without a high one");
            }
            if (codePoint >= 0xD800 && codePoint <= 0xDBFF) {
                // A high surrogate must be followed by a \u low surrogate.
                if (m_end - p < 2) {
                    return needMore();
                }
                if (p[0] != '\\' || p[1] != 'u') {
                    return fail(p, "a \\u escape of a high surrogate without a low one");
                }
                unsigned low = 0;
                const char *after = escape(p, low);
                if (!after) {
                    return nullptr;
                }
                if (low < 0xDC00 || low > 0xDFFF) {
                    return fail(p, "a \\u escape of a high surrogate without a low one");
                }
                p = after;
            }
            continue;
        }
        if (c < 0x20) {
            return fail(p, "a control character inside a string (it must be escaped)");
        }
        if (c >= 0x80) {
            if (!(p = utf8(p))) {
                return nullptr;
            }
            continue;
        }
        ++p;
    }
}

const char *JsonScanner::escape(const char *p, unsigned &codePoint)
{
    if (m_end - p < 2) {
        return needMore();
    }
    switch (p[1]) {
    case '"':
    case '\\':
    case '/':
    case 'b':
    case 'f':
    case 'n':
    case 'r':
    case 't':
        codePoint = 0;
        return p + 2;
    case 'u': {
        if (m_end - p < 6) {
            return needMore();
        }
        unsigned cp = 0;
        for (int i = 2; i < 6; ++i) {
            const int h = hexValue(p[i]);
            if (h < 0) {
                return fail(p, "a \\u escape without four hexadecimal digits");
            }
            cp = cp * 16 + unsigned(h);
        }
        codePoint = cp;
        return p + 6;
    }
    default:
        return fail(p, "an unknown escape sequence in a string");
    }
}

const char *JsonScanner::utf8(const char *p)
{
    const auto *u = reinterpret_cast<const unsigned char *>(p);
    const unsigned char c = u[0];
    int length = 0;
    unsigned char low = 0x80;
    unsigned char high = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
        length = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        length = 3;
        if (c == 0xE0) {
            low = 0xA0; // no overlong forms
        } else if (c == 0xED) {
            high = 0x9F; // no UTF-16 surrogates
        }
    } else if (c >= 0xF0 && c <= 0xF4) {
        length = 4;
        if (c == 0xF0) {
            low = 0x90;
        } else if (c == 0xF4) {
            high = 0x8F; // nothing above U+10FFFF
        }
    } else {
        return fail(p, "bytes that are not UTF-8");
    }
    if (m_end - p < length) {
        return needMore();
    }
    if (u[1] < low || u[1] > high) {
        return fail(p, "bytes that are not UTF-8");
    }
    for (int i = 2; i < length; ++i) {
        if (!isContinuation(u[i])) {
            return fail(p, "bytes that are not UTF-8");
        }
    }
    return p + length;
}

const char *JsonScanner::number(const char *p)
{
    const char *start = p;
    const auto digits = [&](const char *q) {
        while (q < m_end && *q >= '0' && *q <= '9') {
            ++q;
        }
        return q;
    };
    if (*p == '-') {
        ++p;
    }
    if (p >= m_end) {
        return needMore();
    }
    if (*p == '0') {
        ++p;
    } else if (*p >= '1' && *p <= '9') {
        p = digits(p + 1);
    } else {
        return fail(start, "a malformed number");
    }
    if (p < m_end && *p == '.') {
        const char *frac = digits(p + 1);
        if (frac == p + 1) {
            return frac >= m_end ? needMore() : fail(start, "a malformed number");
        }
        p = frac;
    }
    if (p < m_end && (*p == 'e' || *p == 'E')) {
        ++p;
        if (p < m_end && (*p == '+' || *p == '-')) {
            ++p;
        }
        const char *exp = digits(p);
        if (exp == p) {
            return exp >= m_end ? needMore() : fail(start, "a malformed number");
        }
        p = exp;
    }
    // A number is only known to be complete when something follows it.
    if (p >= m_end) {
        return needMore();
    }
    return p;
}

const char *JsonScanner::literal(const char *p, const char *word, int length)
{
    const qsizetype available = std::min<qsizetype>(m_end - p, length);
    if (std::memcmp(p, word, size_t(available)) != 0) {
        return fail(p, "an unexpected word where a value should be");
    }
    if (available < length) {
        return needMore();
    }
    return p + length;
}

QByteArray decodeJsonString(QByteArrayView token)
{
    QByteArray out;
    const char *p = token.data() + 1;
    const char *end = token.data() + token.size() - 1;
    out.reserve(end - p);
    while (p < end) {
        if (*p != '\\') {
            out += *p++;
            continue;
        }
        const char e = p[1];
        if (e != 'u') {
            static constexpr char from[] = "\"\\/bfnrt";
            static constexpr char to[] = "\"\\/\b\f\n\r\t";
            out += to[std::strchr(from, e) - from];
            p += 2;
            continue;
        }
        unsigned cp = 0;
        for (int i = 2; i < 6; ++i) {
            cp = cp * 16 + unsigned(hexValue(p[i]));
        }
        p += 6;
        if (cp >= 0xD800 && cp <= 0xDBFF) {
            unsigned low = 0;
            for (int i = 2; i < 6; ++i) {
                low = low * 16 + unsigned(hexValue(p[i]));
            }
            p += 6;
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        }
        appendUtf8(out, cp);
    }
    return out;
}

QByteArray compactJson(QByteArrayView json)
{
    QByteArray out;
    out.reserve(json.size());
    bool inString = false;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (inString) {
            out += c;
            if (c == '\\') {
                out += json[++i];
            } else if (c == '"') {
                inString = false;
            }
        } else if (!isWhitespace(c)) {
            out += c;
            inString = c == '"';
        }
    }
    return out;
}

} // namespace Ei::Core
