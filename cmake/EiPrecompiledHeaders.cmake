# Precompiled headers (EI_PCH): most of a cold build's compile time is the front end parsing the
# same Qt headers again for every file (measured: 65 % of a widget test's compile). Each library
# precompiles its own header set; the tests of one folder share one precompiled header, built by
# the folder's first test (same libraries, so the same flags) and reused by the others.
# ccache caches these builds too (tools/dev sets the sloppiness precompiled headers need).
set(EI_PCH_DIR ${CMAKE_CURRENT_LIST_DIR}/pch)

# ei_precompile(TARGET core|widgets [TEST]): TARGET precompiles the header set named.
function(ei_precompile target kind)
    if(NOT EI_PCH)
        return()
    endif()
    set(headers ${EI_PCH_DIR}/${kind}.h)
    if(ARGN STREQUAL "TEST")
        list(APPEND headers ${EI_PCH_DIR}/test.h)
    endif()
    target_precompile_headers(${target} PRIVATE ${headers})
endfunction()

# ei_reuse_precompiled(TARGET FROM): TARGET uses the precompiled header FROM built.
function(ei_reuse_precompiled target from)
    if(EI_PCH)
        target_precompile_headers(${target} REUSE_FROM ${from})
    endif()
endfunction()
