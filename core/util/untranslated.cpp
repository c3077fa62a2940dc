#include "untranslated.h"

namespace Ei::Core {

namespace {

thread_local bool t_untranslated = false;

} // namespace

UntranslatedScope::UntranslatedScope()
    : m_outer(t_untranslated)
{
    t_untranslated = true;
}

UntranslatedScope::~UntranslatedScope()
{
    t_untranslated = m_outer;
}

bool UntranslatedScope::active()
{
    return t_untranslated;
}

QString ScopedTranslator::translate(const char *context, const char *sourceText, const char *disambiguation,
                                    int n) const
{
    // An empty answer makes QCoreApplication::translate() fall back to the source text.
    return UntranslatedScope::active() ? QString()
                                       : QTranslator::translate(context, sourceText, disambiguation, n);
}

} // namespace Ei::Core
