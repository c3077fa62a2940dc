# The compile policy of every target, in one INTERFACE target (after qBittorrent's qbt_common_cfg).
add_library(ei_options INTERFACE)
target_compile_features(ei_options INTERFACE cxx_std_23)
target_compile_definitions(ei_options INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CAST_FROM_BYTEARRAY
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_CONTEXTLESS_CONNECT
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_KEYWORDS
    QT_USE_QSTRINGBUILDER
    QT_DISABLE_DEPRECATED_UP_TO=0x060800
    QT_FORCE_ASSERTS
    _GLIBCXX_ASSERTIONS
    EI_VERSION_STRING="${PROJECT_VERSION}")
target_compile_options(ei_options INTERFACE -Wall -Wextra -Wpedantic -Wshadow=local -Wnon-virtual-dtor)
if(EI_SANITIZE)
    target_compile_options(ei_options INTERFACE -fsanitize=address,undefined -fno-omit-frame-pointer
        -fno-sanitize-recover=undefined)
    target_link_options(ei_options INTERFACE -fsanitize=address,undefined)
endif()
