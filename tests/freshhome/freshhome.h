#pragma once

#include <QString>

namespace Ei::Test {

// The HOME the test process was started with. Tests run with a fresh, empty home of their own
// (freshhome.cpp); only long-lived caches shared between runs (the npm peer packages) use this.
QString originalHomePath();

} // namespace Ei::Test
